import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useFormFields } from '../../../lib/form-fields';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { newPasswordError } from '../../../lib/auth/validation';
import { AuthLayout } from './auth-layout';
import { FormBanner } from './form-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { failureText } from '../../../lib/server-errors';

const TOKEN_CODES = new Set(['token_expired', 'token_used', 'token_invalid']);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { values, setErrors, bind } = useFormFields(
    { password: '', confirm: '' },
    { disabled: reset.isPending || !token },
  );
  const { password, confirm } = values;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirm: !confirm
        ? 'Please confirm your new password'
        : confirm !== password
          ? 'Passwords do not match'
          : undefined,
    };
    setErrors(found);
    if (!found.password && !found.confirm) reset.mutate({ token, password });
  };

  const err = reset.error;
  const tokenProblem = err instanceof ApiError && TOKEN_CODES.has(String(err.body.code));
  const failure = failureText(err);

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password updated">
        <FormBanner severity="success">{reset.data.message}</FormBanner>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Sign In
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Use at least 8 characters. Every device signed in to your account will be signed out."
    >
      {!token && (
        <FormBanner severity="error">This password reset link is not valid. Request a new one.</FormBanner>
      )}
      {failure && (
        <FormBanner
          severity="error"
          action={
            tokenProblem ? (
              <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
                New link
              </Button>
            ) : undefined
          }
        >
          {failure}
        </FormBanner>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
        <Stack spacing={2}>
          <PasswordField
            id="reset-password"
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...bind('password')}
          />
          <PasswordField
            id="reset-confirm"
            label="Confirm new password"
            autoComplete="new-password"
            {...bind('confirm')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={reset.isPending || !token}
            sx={{ py: 1.4 }}
          >
            {reset.isPending ? 'Saving...' : 'Reset Password'}
          </Button>
        </Stack>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          Request a new link
        </Link>
        {' · '}
        <Link component={RouterLink} to="/login">
          Back to Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
