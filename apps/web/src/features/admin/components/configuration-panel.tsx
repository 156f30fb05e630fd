import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { panelSx } from '../../../components/ui/panel';
import { useConfiguration, useTestConnection, type TestAnswer, type Vendor } from '../api/configuration';
import { errorText, LoadError } from './shared';

function VendorCard({ vendor }: { vendor: Vendor }) {
  const test = useTestConnection();
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const titleId = `vendor-${vendor.id}`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ ...panelSx, display: 'grid', gap: 1.25, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18, flex: 1 }}>
          {vendor.name}
        </Typography>
        <Chip
          size="small"
          color={vendor.configured ? 'success' : 'default'}
          variant={vendor.configured ? 'filled' : 'outlined'}
          label={vendor.configured ? 'Configured' : 'Not configured'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {vendor.purpose}
      </Typography>
      <Typography variant="body2">
        Now: <strong>{vendor.summary}</strong>
      </Typography>
      <Table size="small" aria-label={`${vendor.name} settings`}>
        <TableHead>
          <TableRow>
            <TableCell>Variable</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vendor.variables.map((v) => (
            <TableRow key={v.name}>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{v.name}</TableCell>
              <TableCell>{v.set ? (v.secret ? 'set (hidden)' : 'set') : 'not set'}</TableCell>
              <TableCell sx={{ color: 'text.secondary', fontSize: 12 }}>{v.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        <Button
          variant="outlined"
          size="small"
          disabled={test.isPending}
          aria-label={`Test connection: ${vendor.name}`}
          onClick={() => test.mutate(vendor.id, { onSuccess: setAnswer })}
        >
          {test.isPending ? 'Testing…' : 'Test connection'}
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'} role="status">
          <strong>{answer.ok ? 'It answered' : 'It failed'}</strong> · {answer.call} · {answer.answer} (
          {answer.ms} ms)
        </Alert>
      )}
      {test.isError && <Alert severity="error">{errorText(test.error)}</Alert>}
    </Box>
  );
}

/** Each outside service: set up or not, the exact variables to set, and a harmless test call. */
export function ConfigurationPanel() {
  const config = useConfiguration();
  if (config.isError) return <LoadError error={config.error} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        Settings are read when the server starts: change them in its environment and restart it. Secret values
        are never shown.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {config.data?.vendors.map((v) => (
          <VendorCard key={v.id} vendor={v} />
        ))}
      </Box>
    </Box>
  );
}
