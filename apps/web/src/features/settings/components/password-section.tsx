import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { newPasswordError } from '../../../lib/auth/validation';
import { useChangePassword } from '../api/change-password';
import { bannerText, fieldError } from './errors';
import { SettingsCard } from './settings-card';

export function PasswordSection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { current: current ? undefined : 'Password is required', next: newPasswordError(next) };
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      },
    );
  };

  const currentError = errors.current ?? fieldError(change.error, 'current_password');
  const nextError = errors.next ?? fieldError(change.error, 'new_password');
  const banner = bannerText(change.error, ['current_password', 'new_password']);
  return (
    <SettingsCard
      id="settings-password"
      title="Password"
      description="Changing it signs out every other device."
    >
      {banner && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {banner}
        </Alert>
      )}
      {change.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {change.data.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => {
              setCurrent(e.target.value);
              setErrors((x) => ({ ...x, current: undefined }));
              change.reset();
            }}
            error={!!currentError}
            helperText={currentError}
            disabled={change.isPending}
          />
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => {
              setNext(e.target.value);
              setErrors((x) => ({ ...x, next: undefined }));
              change.reset();
            }}
            error={!!nextError}
            helperText={nextError}
            disabled={change.isPending}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </Box>
    </SettingsCard>
  );
}
