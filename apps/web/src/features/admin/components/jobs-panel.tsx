import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { panelSx } from '../../../components/ui/panel';
import { useAdminJobs, useCancelVideo, useRetryVideo, type AdminJobs, type AdminVideo } from '../api/jobs';
import { dateTime, errorText, LoadError, Stat } from './shared';
import { visuallyHidden } from '../../../lib/visually-hidden';

const seconds = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)} s`);

/** Videos made per hour over 24 h as bars, with the same figures in a table for screen readers. */
function PerHour({ hours }: { hours: AdminJobs['hours'] }) {
  const max = Math.max(1, ...hours.map((h) => h.created));
  const label = (iso: string) =>
    new Date(iso).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
  return (
    <Box sx={panelSx}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, mb: 1.5 }}>
        Videos per hour, last 24 hours
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 120 }}>
        {hours.map((h) => (
          <Box
            key={h.hour}
            title={`${label(h.hour)}: ${h.created} made, ${h.completed} finished, ${h.failed} failed`}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              height: '100%',
            }}
          >
            <Box
              sx={{
                height: `${(h.failed / max) * 100}%`,
                bgcolor: 'error.main',
                borderRadius: '3px 3px 0 0',
              }}
            />
            <Box
              sx={{
                height: `${((h.created - h.failed) / max) * 100}%`,
                bgcolor: 'primary.main',
                minHeight: 2,
              }}
            />
          </Box>
        ))}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Videos per hour</caption>
        <thead>
          <tr>
            <th>Hour</th>
            <th>Made</th>
            <th>Finished</th>
            <th>Failed</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h.hour}>
              <td>{label(h.hour)}</td>
              <td>{h.created}</td>
              <td>{h.completed}</td>
              <td>{h.failed}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function VideoTable({
  title,
  rows,
  empty,
  actions,
}: {
  title: string;
  rows: AdminVideo[];
  empty: string;
  actions: (v: AdminVideo) => React.ReactNode;
}) {
  return (
    <TableContainer sx={{ ...panelSx, p: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, p: 2, pb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>Video</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Last change</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((v) => (
            <TableRow key={v.id}>
              <TableCell sx={{ fontWeight: 700 }}>{v.title}</TableCell>
              <TableCell>{v.email}</TableCell>
              <TableCell>
                {v.status}
                {v.status !== 'failed' && ` (${v.percent} %)`}
              </TableCell>
              <TableCell sx={{ maxWidth: 360, wordBreak: 'break-word' }}>{v.error ?? '—'}</TableCell>
              <TableCell>{dateTime(v.updated_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(v)}
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function JobsPanel() {
  const jobs = useAdminJobs();
  const retry = useRetryVideo();
  const cancel = useCancelVideo();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const act = (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    run().then(
      () => setNotice({ ok: true, text: done }),
      (err: unknown) => setNotice({ ok: false, text: errorText(err) }),
    );
  };
  if (jobs.isError) return <LoadError error={jobs.error} />;
  const data = jobs.data;
  if (!data) return <Typography color="text.secondary">Loading…</Typography>;
  const waiting = data.queue.reduce((n, q) => n + q.n, 0);
  const retryButton = (v: AdminVideo) => (
    <Button
      size="small"
      aria-label={`Retry ${v.title}`}
      onClick={() => act(() => retry.mutateAsync(v.id), `“${v.title}” is queued again.`)}
    >
      Retry
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <Stat
          label="Render time p50"
          value={seconds(data.render_seconds.p50)}
          hint={`${data.render_seconds.count} videos, 24 h`}
        />
        <Stat label="Render time p95" value={seconds(data.render_seconds.p95)} />
        <Stat label="Failed" value={data.failed.length} hint="latest 50" />
        <Stat label="Stuck" value={data.stuck.length} hint="no progress for 5 minutes" />
        <Stat
          label="Jobs waiting"
          value={waiting}
          hint={data.queue.map((q) => `${q.name} ${q.n}`).join(', ') || 'none'}
        />
      </Box>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <PerHour hours={data.hours} />
      <VideoTable
        title="Stuck videos"
        rows={data.stuck}
        empty="Nothing is stuck."
        actions={(v) => (
          <>
            {retryButton(v)}
            <Button
              size="small"
              color="error"
              aria-label={`Cancel ${v.title}`}
              onClick={() => act(() => cancel.mutateAsync(v.id), `“${v.title}” is cancelled.`)}
            >
              Cancel
            </Button>
          </>
        )}
      />
      <VideoTable
        title="Failed videos"
        rows={data.failed}
        empty="No video has failed."
        actions={retryButton}
      />
    </Box>
  );
}
