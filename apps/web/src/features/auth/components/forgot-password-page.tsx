import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { emailError } from '../../../lib/auth/validation';
import { AuthLayout } from './auth-layout';
import { FormBanner } from './form-banner';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) forgot.mutate(email.trim());
  };

  const failure =
    forgot.error instanceof NetworkError
      ? 'Cannot connect to server. Please check your connection and try again.'
      : forgot.error instanceof ApiError
        ? forgot.error.message
        : forgot.error
          ? 'Something went wrong. Please try again.'
          : null;

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we’ll send you a link to choose a new password."
    >
      {forgot.isSuccess && <FormBanner severity="success">{forgot.data.message}</FormBanner>}
      {failure && <FormBanner severity="error">{failure}</FormBanner>}
      <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password">
        <Stack spacing={2}>
          <TextField
            name="email"
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={!!error}
            helperText={error}
            disabled={forgot.isPending}
          />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending} sx={{ py: 1.4 }}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
