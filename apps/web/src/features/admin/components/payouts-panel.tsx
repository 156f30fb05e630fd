import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { panelSx } from '../../../components/ui/panel';
import {
  useAdminPayouts,
  useApprovePayout,
  useMarkPayoutFailed,
  useMarkPayoutPaid,
  type AdminPayout,
} from '../api/payouts';
import { money } from './payments-panel';
import { dateTime, errorText, LoadError } from './shared';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });

/** Paid (a reference, optional) or failed (a reason, required): one small form for either. */
function SettleDialog({
  payout,
  paid,
  onClose,
  onDone,
}: {
  payout: AdminPayout;
  paid: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const markPaid = useMarkPayoutPaid();
  const markFailed = useMarkPayoutFailed();
  const mutation = paid ? markPaid : markFailed;
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (paid) await markPaid.mutateAsync({ id: payout.id, reference: text.trim() || null });
    else await markFailed.mutateAsync({ id: payout.id, reason: text.trim() });
    onDone(
      paid
        ? `${money(payout.amount_cents)} to ${payout.email} is marked paid.`
        : `The payout to ${payout.email} failed; its commissions are ready to pay again.`,
    );
    onClose();
  };
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <DialogTitle>
        {paid ? 'Mark paid' : 'Mark failed'}: {money(payout.amount_cents)} to {payout.email}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {paid
            ? 'Once the money has been sent. The reference (a bank transfer number, say) is kept with the payout.'
            : 'The money was not sent. Its commissions go back to the balance and the next payout run includes them.'}
        </DialogContentText>
        <TextField
          label={paid ? 'Reference (optional)' : 'Reason'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required={!paid}
          autoFocus
          slotProps={{ htmlInput: { maxLength: paid ? 200 : 500 } }}
        />
        {mutation.isError && <Alert severity="error">{errorText(mutation.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          color={paid ? 'primary' : 'error'}
          disabled={mutation.isPending || (!paid && text.trim().length < 3)}
        >
          {paid ? 'Mark paid' : 'Mark failed'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PayoutsPanel() {
  const payouts = useAdminPayouts();
  const [settling, setSettling] = useState<{ payout: AdminPayout; paid: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const approve = useApprovePayout();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {payouts.isError && <LoadError error={payouts.error} />}
      {approve.isError && <Alert severity="error">{errorText(approve.error)}</Alert>}
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        <Table size="small" aria-label="Payouts waiting">
          <TableHead>
            <TableRow>
              <TableCell>Affiliate</TableCell>
              <TableCell>For</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Made</TableCell>
              <TableCell>Approved</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payouts.data?.payouts.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>{p.email}</TableCell>
                <TableCell>
                  {day(p.period_start)} – {day(p.period_end)}
                </TableCell>
                <TableCell align="right">{money(p.amount_cents)}</TableCell>
                <TableCell>{dateTime(p.created_at)}</TableCell>
                <TableCell>{p.approved_at ? dateTime(p.approved_at) : 'Not yet'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {p.approved_at ? (
                    <Button size="small" onClick={() => setSettling({ payout: p, paid: true })}>
                      Mark paid
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={approve.isPending}
                      onClick={() =>
                        approve.mutate(p.id, {
                          onSuccess: () => setNotice(`${money(p.amount_cents)} to ${p.email} is approved.`),
                        })
                      }
                    >
                      Approve
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => setSettling({ payout: p, paid: false })}>
                    Mark failed
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {payouts.data && payouts.data.payouts.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  No payouts waiting.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {settling && <SettleDialog {...settling} onClose={() => setSettling(null)} onDone={setNotice} />}
    </Box>
  );
}
