import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { panelSx } from '../../../components/ui/panel';
import { useAdminPayments, useRefundInvoice, type AdminInvoice } from '../api/payments';
import { dateTime, errorText, LoadError } from './shared';

export const money = (cents: number | null, currency = 'usd') =>
  cents === null
    ? '—'
    : new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
        cents / 100,
      );

function RefundDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: AdminInvoice;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const refund = useRefundInvoice();
  const left = invoice.amount_paid_cents - invoice.refunded_cents;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    const out = await refund.mutateAsync({ id: invoice.id, amountCents: cents === left ? null : cents });
    onDone(`${money(out.amount_cents, invoice.currency)} was refunded to ${invoice.email}.`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <DialogTitle>Refund {invoice.email}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The money goes back to their card through Stripe. A creator program commission on this payment is
          reduced or cancelled at once.
        </DialogContentText>
        <TextField
          label={`Amount (${invoice.currency.toUpperCase()})`}
          type="number"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          helperText={`Paid ${money(invoice.amount_paid_cents, invoice.currency)}.`}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: left / 100 } }}
          required
        />
        {refund.isError && <Alert severity="error">{errorText(refund.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={refund.isPending || !(Number(amount) > 0)}
        >
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PaymentsPanel() {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const payments = useAdminPayments(search);
  const [refunding, setRefunding] = useState<AdminInvoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = payments.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data && !data.payments_on && (
        <Alert severity="info">Payments are off on this server: see Configuration, Stripe.</Alert>
      )}
      <TextField
        label="Search by email"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {payments.isError && <LoadError error={payments.error} />}
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        {payments.isFetching && <LinearProgress aria-label="Loading payments" />}
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Paid</TableCell>
              <TableCell>Account</TableCell>
              <TableCell>Invoice</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Refunded</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.invoices.map((i) => (
              <TableRow key={i.id} hover>
                <TableCell>{dateTime(i.paid_at)}</TableCell>
                <TableCell>{i.email}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{i.id}</TableCell>
                <TableCell align="right">{money(i.amount_paid_cents, i.currency)}</TableCell>
                <TableCell align="right">
                  {i.refunded_cents ? money(i.refunded_cents, i.currency) : '—'}
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Refund ${i.email}'s payment of ${dateTime(i.paid_at)}`}
                    disabled={!data.payments_on || i.refunded_cents >= i.amount_paid_cents}
                    onClick={() => setRefunding(i)}
                  >
                    Refund
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data && data.invoices.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  No payments{search ? ` from “${search}”` : ' yet'}.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2">
        Disputes
      </Typography>
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        <Table size="small" aria-label="Disputes">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Dispute</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.disputes.map((d) => (
              <TableRow key={d.event_id}>
                <TableCell>{dateTime(d.at)}</TableCell>
                <TableCell>{d.event}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{d.dispute_id ?? '—'}</TableCell>
                <TableCell>{d.reason ?? '—'}</TableCell>
                <TableCell>{d.status ?? '—'}</TableCell>
                <TableCell align="right">{money(d.amount_cents, d.currency ?? 'usd')}</TableCell>
              </TableRow>
            ))}
            {data && data.disputes.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  No disputes.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {refunding && (
        <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} onDone={setNotice} />
      )}
    </Box>
  );
}
