import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { useDeleteAccount } from '../api/delete-account';
import { bannerText, fieldError } from './errors';
import { SettingsCard } from './settings-card';

export function DeleteAccountSection() {
  const del = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (del.isPending) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
    del.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Password is required');
    del.mutate(password, { onSuccess: () => navigate('/', { replace: true }) });
  };
  const passwordError = error ?? fieldError(del.error, 'password');
  const banner = bannerText(del.error, ['password']);

  return (
    <SettingsCard
      id="settings-delete"
      tone="danger"
      title="Delete account"
      description="Closes your account and signs you out. Sign in within 30 days to get everything back; after that your videos, scripts, voices and files are deleted for good."
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-title" fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle id="delete-title">Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Your account closes now. For 30 days, signing in brings it back with everything in it; after
              that, everything you made with Reelsmith is deleted for good. Enter your password to confirm.
            </DialogContentText>
            {banner && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {banner}
              </Alert>
            )}
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
                del.reset();
              }}
              error={!!passwordError}
              helperText={passwordError}
              disabled={del.isPending}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={close} color="inherit" disabled={del.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={del.isPending}>
              {del.isPending ? 'Deleting...' : 'Delete forever'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SettingsCard>
  );
}
