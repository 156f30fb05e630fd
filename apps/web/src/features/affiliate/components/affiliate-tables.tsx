import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COMMISSION_STATUSES, type Commission, type CommissionStatus } from '../api/get-commissions';
import type { Payout } from '../api/get-payouts';
import { day, dollars, percent } from './money';

const BADGE: Record<string, ChipProps['color']> = {
  pending: 'warning',
  ready: 'info',
  paid: 'success',
  reversed: 'error',
  failed: 'error',
};

/** Commission and payout statuses share one set of badge styles (the spec). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={status}
      color={BADGE[status] ?? 'default'}
      variant="outlined"
      sx={{ fontWeight: 700 }}
    />
  );
}

const dash = (v: string | null | undefined) => (v ? v : '—');

function Frame({
  title,
  label,
  actions,
  columns,
  children,
}: {
  title: string;
  label: string;
  actions?: ReactNode;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <TableContainer
        sx={{
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: '14px',
          bgcolor: 'background.paper',
        }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** One full-width row: the empty state, the loading line or the error text in place of rows. */
function Notice({ span, children, error }: { span: number; children: ReactNode; error?: boolean }) {
  return (
    <TableRow>
      <TableCell
        colSpan={span}
        role={error ? 'alert' : undefined}
        sx={{ py: 3, textAlign: 'center', color: error ? 'error.main' : 'text.secondary' }}
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

const COMMISSION_COLUMNS = ['Date', 'Customer', 'Invoice', 'Paid', 'Rate', 'Commission', 'Status'];

export function CommissionsTable({
  rows,
  loading,
  error,
  status,
  onStatus,
}: {
  rows: Commission[] | undefined;
  loading: boolean;
  error: string | null;
  status: CommissionStatus | '';
  onStatus: (s: CommissionStatus | '') => void;
}) {
  const span = COMMISSION_COLUMNS.length;
  return (
    <Frame
      title="Commissions"
      label="Commissions"
      columns={COMMISSION_COLUMNS}
      actions={
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => onStatus(e.target.value as CommissionStatus | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="">All</MenuItem>
          {COMMISSION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {error ? (
        <Notice span={span} error>
          {error}
        </Notice>
      ) : loading && !rows ? (
        <Notice span={span}>Loading commissions…</Notice>
      ) : !rows?.length ? (
        <Notice span={span}>No commissions yet.</Notice>
      ) : (
        rows.map((c) => (
          <TableRow key={c.id} data-testid="commission-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(c.created_at)}</TableCell>
            <TableCell>{dash(c.buyer_email)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
              {dash(c.stripe_invoice_id)}
              {c.kind === 'clawback' ? ' (refunded after payout)' : ''}
            </TableCell>
            <TableCell>{dollars(c.amount_gross_cents)}</TableCell>
            <TableCell>{percent(c.rate_bps)}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{dollars(c.amount_commission_cents)}</TableCell>
            <TableCell>
              <StatusBadge status={c.status} />
            </TableCell>
          </TableRow>
        ))
      )}
    </Frame>
  );
}

const PAYOUT_COLUMNS = ['Period', 'Amount', 'Status', 'Transfer'];

export function PayoutsTable({
  rows,
  loading,
  error,
}: {
  rows: Payout[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  const span = PAYOUT_COLUMNS.length;
  return (
    <Frame title="Payouts" label="Payouts" columns={PAYOUT_COLUMNS}>
      {error ? (
        <Notice span={span} error>
          {error}
        </Notice>
      ) : loading && !rows ? (
        <Notice span={span}>Loading payouts…</Notice>
      ) : !rows?.length ? (
        <Notice span={span}>No payouts yet.</Notice>
      ) : (
        rows.map((p) => (
          <TableRow key={p.id} data-testid="payout-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {day(p.period_start)} –{' '}
              {day(p.period_end ? new Date(Date.parse(p.period_end) - 1).toISOString() : null)}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{dollars(p.amount_cents)}</TableCell>
            <TableCell>
              <StatusBadge status={p.status} />
              {p.status === 'failed' && p.failure_reason && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {p.failure_reason} The commissions go into the next payout.
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{dash(p.stripe_transfer_id)}</TableCell>
          </TableRow>
        ))
      )}
    </Frame>
  );
}
