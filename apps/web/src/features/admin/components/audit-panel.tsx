import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { panelSx } from '../../../components/ui/panel';
import { useAudit } from '../api/audit';
import { dateTime, LoadError } from './shared';

const ACTIONS: Record<string, string> = {
  'user.ban': 'Banned',
  'user.unban': 'Unbanned',
  'user.grant_plan': 'Granted a plan',
  'user.resend_activation': 'Resent activation',
  'user.grant_operator': 'Made operator',
  'user.revoke_operator': 'Removed operator',
  'video.retry': 'Retried a video',
  'video.cancel': 'Cancelled a video',
  'configuration.test': 'Tested a connection',
  'user.close': 'Closed an account',
  'payment.refund': 'Refunded a payment',
  'payout.mark_paid': 'Marked a payout paid',
  'payout.mark_failed': 'Marked a payout failed',
  'report.resolve': 'Resolved a report',
  'blocklist.add': 'Blocked a word',
  'blocklist.remove': 'Unblocked a word',
};

/** `{a: 1, b: "x"}` as `a: 1, b: x`, the way a person reads a change. */
const fields = (o: Record<string, unknown> | null) =>
  o
    ? Object.entries(o)
        .map(([k, v]) => `${k}: ${v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ')
    : '—';

export function AuditPanel() {
  const audit = useAudit();
  if (audit.isError) return <LoadError error={audit.error} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        Every action taken here, newest first. Entries cannot be changed or deleted.
      </Typography>
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        <Table size="small" aria-label="Audit log">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {audit.data?.entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(e.at)}</TableCell>
                <TableCell>{e.actor}</TableCell>
                <TableCell>
                  {ACTIONS[e.action] ?? e.action}
                  <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {e.target_type} {e.target_id}
                  </Box>
                </TableCell>
                <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word' }}>{fields(e.before)}</TableCell>
                <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word' }}>{fields(e.after)}</TableCell>
              </TableRow>
            ))}
            {audit.data?.entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                  Nothing has been done in the console yet.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
