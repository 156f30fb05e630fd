import CancelRounded from '@mui/icons-material/CancelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { panelSx } from '../../../components/ui/panel';
import {
  useBlockedWords,
  useReports,
  useResolveReport,
  useSetBlockedWord,
  type AbuseReport,
} from '../api/abuse';
import { dateTime, errorText, LoadError } from './shared';

function ResolveForm({ report }: { report: AbuseReport }) {
  const resolve = useResolveReport();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    resolve.mutate({ id: report.id, resolution: text });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
      <TextField
        size="small"
        label="What was done"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={resolve.isError}
        helperText={resolve.isError ? errorText(resolve.error) : undefined}
        slotProps={{
          htmlInput: {
            maxLength: 500,
            'aria-label': `What was done about the report on ${report.title ?? 'a deleted video'}`,
          },
        }}
      />
      <Button
        type="submit"
        size="small"
        variant="outlined"
        disabled={resolve.isPending || text.trim().length < 2}
      >
        Resolve
      </Button>
    </Box>
  );
}

function BlockList() {
  const words = useBlockedWords();
  const set = useSetBlockedWord();
  const [word, setWord] = useState('');
  const add = async (e: FormEvent) => {
    e.preventDefault();
    await set.mutateAsync({ word, blocked: true });
    setWord('');
  };
  return (
    <Box sx={{ ...panelSx, p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Blocked words
      </Typography>
      <Typography variant="body2" color="text.secondary">
        An idea or script topic with one of these words (as a whole word, in any case) is refused with a
        message naming it.
      </Typography>
      <Box
        component="form"
        onSubmit={(e) => void add(e).catch(() => undefined)}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          size="small"
          label="Word or phrase"
          value={word}
          onChange={(e) => setWord(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" disabled={set.isPending || word.trim().length < 2}>
          Block
        </Button>
      </Box>
      {set.isError && <Alert severity="error">{errorText(set.error)}</Alert>}
      {words.isError && <LoadError error={words.error} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Blocked words" role="list">
        {words.data?.words.map((w) => (
          <Chip
            key={w}
            role="listitem"
            label={w}
            onDelete={() => set.mutate({ word: w, blocked: false })}
            deleteIcon={<CancelRounded aria-label={`Unblock ${w}`} role="button" />}
          />
        ))}
        {words.data && words.data.words.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No words are blocked.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function AbusePanel() {
  const reports = useReports();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        Reports of shared videos
      </Typography>
      {reports.isError && <LoadError error={reports.error} />}
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        <Table size="small" aria-label="Reports">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Video</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Details</TableCell>
              <TableCell>Outcome</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.data?.reports.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{dateTime(r.created_at)}</TableCell>
                <TableCell>
                  <Box sx={{ fontWeight: 700 }}>{r.title ?? 'Deleted video'}</Box>
                  <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{r.owner_email ?? '—'}</Box>
                </TableCell>
                <TableCell>{r.reason}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{r.details ?? '—'}</TableCell>
                <TableCell>
                  {r.resolved_at ? (
                    <>
                      <Chip size="small" color="success" variant="outlined" label="Resolved" /> {r.resolution}
                    </>
                  ) : (
                    <ResolveForm report={r} />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {reports.data && reports.data.reports.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                  No reports.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <BlockList />
    </Box>
  );
}
