import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { LOGIN_PATH, useLogin } from '../api/login';
import { useResendActivation } from '../api/resend-activation';
import { CANNOT_CONNECT_BACKEND, NETWORK_ERROR_RETRY, readServerErrors } from '../../../lib/server-errors';
import { LOGIN_FIELDS, trimmed, validateLogin, type LoginField } from '../../../lib/auth/validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthLayout, AuthSubmit, AuthSwitch, REDIRECT_AFTER_LOGIN_MS } from './auth-layout';
import { GoogleButton } from './google-button';
import { DebugPanel } from './debug-panel';
import { FormBanner } from './form-banner';
import { PasswordField } from '../../../components/ui/password-field';

/** Only a path on this site may be the destination after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/dashboard';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendActivation();
  const { values, errors, setErrors, change, after } = useAuthForm<LoginField>({ email: '', password: '' });
  const [banner, setBanner] = useState<string | null>(null);
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const busy = login.isPending || success !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBanner(null);
    setInactiveEmail(null);
    resend.reset();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = LOGIN_FIELDS.find((f) => found[f]);
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const payload = trimmed(values);
    login.mutate(payload, {
      onSuccess: (answer) => {
        setSuccess(answer.message);
        after(REDIRECT_AFTER_LOGIN_MS, () => navigate(safeNext(params.get('next')), { replace: true }));
      },
      onError: (err) => {
        if (err instanceof NetworkError) {
          setBanner(CANNOT_CONNECT_BACKEND);
        } else if (err instanceof ApiError) {
          const server = readServerErrors(err, LOGIN_FIELDS, 'Login failed.');
          setErrors(server.fields);
          setBanner(server.banner);
          if (err.body.code === 'account_inactive') setInactiveEmail(payload.email);
        } else {
          setBanner(NETWORK_ERROR_RETRY);
        }
      },
    });
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to keep creating.">
      {success && <FormBanner severity="success">{success}</FormBanner>}
      {banner && (
        <FormBanner severity="error">
          {banner}
          {inactiveEmail && (
            <Box sx={{ mt: 1 }}>
              {resend.isSuccess ? (
                <Typography variant="body2" role="status">
                  {resend.data.message}
                </Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(inactiveEmail)}
                >
                  {resend.isPending ? 'Sending...' : 'Resend activation email'}
                </Button>
              )}
              {resend.isError && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {resend.error instanceof ApiError
                    ? resend.error.message
                    : 'Could not send the email. Please try again.'}
                </Typography>
              )}
            </Box>
          )}
        </FormBanner>
      )}
      <GoogleButton next={safeNext(params.get('next'))} disabled={busy} />
      <Box component="form" ref={form} noValidate onSubmit={submit} aria-label="Sign in">
        <Stack spacing={2}>
          <TextField
            name="email"
            id="login-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={!!errors.email}
            helperText={errors.email}
            disabled={busy}
          />
          <PasswordField
            name="password"
            id="login-password"
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={!!errors.password}
            helperText={errors.password}
            disabled={busy}
          />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Forgot your password?
            </Link>
          </Box>
          <AuthSubmit busy={busy} pending={login.isPending} label="Sign In" pendingLabel="Signing In..." />
        </Stack>
      </Box>
      <AuthSwitch prompt="New to Reelsmith?" to="/signup" label="Sign Up" />
      {import.meta.env.DEV && <DebugPanel endpoint={LOGIN_PATH} />}
    </AuthLayout>
  );
}
