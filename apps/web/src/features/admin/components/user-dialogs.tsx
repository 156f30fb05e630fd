import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PLANS } from '@reelsmith/contracts/plans';
import { useState, type FormEvent } from 'react';
import { useBanUser, useCloseUser, useGrantPlan } from '../api/user-actions';
import type { AdminUser } from '../api/users';
import { errorText } from './shared';

interface Props {
  user: AdminUser;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function BanDialog({ user, onClose, onDone }: Props) {
  const ban = useBanUser();
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await ban.mutateAsync({ id: user.id, reason });
    onDone(`${user.email} is banned.`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <DialogTitle>Ban {user.email}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          They are signed out everywhere, cannot sign in, and their API keys stop working. They see the reason
          when they try to sign in.
        </DialogContentText>
        <TextField
          label="Reason they will see"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          autoFocus
        />
        {ban.isError && <Alert severity="error">{errorText(ban.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the account</Button>
        <Button type="submit" color="error" variant="contained" disabled={ban.isPending || !reason.trim()}>
          Ban
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function GrantPlanDialog({ user, onClose, onDone }: Props) {
  const grant = useGrantPlan();
  const [plan, setPlan] = useState(user.plan === 'free' ? 'creator' : user.plan);
  const [until, setUntil] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The whole last day counts, in UTC (as the command line's --until does).
    const end = until ? new Date(`${until}T23:59:59.999Z`).toISOString() : null;
    await grant.mutateAsync({ id: user.id, plan, until: end });
    onDone(
      `${user.email} is on ${PLANS.find((p) => p.id === plan)?.name ?? plan}${until ? ` until ${until}` : ''}.`,
    );
    onClose();
  };
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <DialogTitle>Grant a plan to {user.email}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
        <TextField select label="Plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
          {PLANS.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.id === 'free' ? 'Free (removes the grant)' : p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Until (optional)"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          helperText="Empty: no end date."
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={plan === 'free'}
        />
        {grant.isError && <Alert severity="error">{errorText(grant.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={grant.isPending}>
          Grant
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CloseAccountDialog({ user, onClose, onDone }: Props) {
  const close = useCloseUser();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await close.mutateAsync(user.id);
    onDone(`${user.email} is closed. Everything in it is deleted in 30 days unless they sign in again.`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <DialogTitle>Close {user.email}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          As if they closed it themselves: they are signed out, a paid plan stops renewing, and their videos,
          files and details are deleted after 30 days. Signing in before then reopens the account.
        </DialogContentText>
        {close.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(close.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the account</Button>
        <Button type="submit" color="error" variant="contained" disabled={close.isPending}>
          Close account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
