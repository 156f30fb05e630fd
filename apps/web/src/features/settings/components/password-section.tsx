import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useFormFields } from '../../../lib/form-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { newPasswordError } from '../../../lib/auth/validation';
import { useChangePassword } from '../api/change-password';
import { bannerText, fieldError } from './errors';
import { FormAlerts } from './form-alerts';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

export function PasswordSection() {
  const change = useChangePassword();
  const { values, setValues, setErrors, bind } = useFormFields(
    { current_password: '', new_password: '' },
    {
      serverError: (name) => fieldError(change.error, name),
      onEdit: () => change.reset(),
      disabled: change.isPending,
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      current_password: values.current_password ? undefined : 'Password is required',
      new_password: newPasswordError(values.new_password),
    };
    setErrors(found);
    if (found.current_password || found.new_password) return;
    change.mutate(values, { onSuccess: () => setValues({ current_password: '', new_password: '' }) });
  };

  const banner = bannerText(change.error, ['current_password', 'new_password']);
  return (
    <SettingsCard
      id="settings-password"
      title="Password"
      description="Changing it signs out every other device."
    >
      <FormAlerts error={banner} success={change.isSuccess && change.data.message} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...bind('current_password')}
          />
          <PasswordField label="New password" autoComplete="new-password" {...bind('new_password')} />
        </Stack>
        <SubmitButton pending={change.isPending} busyLabel="Changing...">
          Change password
        </SubmitButton>
      </Box>
    </SettingsCard>
  );
}
