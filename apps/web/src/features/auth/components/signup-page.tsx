import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { REGISTER_PATH, useRegister } from '../api/register';
import { CANNOT_CONNECT, readServerErrors } from '../../../lib/server-errors';
import {
  SIGNUP_FIELDS,
  trimmed,
  validateSignup,
  type SignupField,
  type SignupValues,
} from '../../../lib/auth/validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthLayout, AuthSubmit, AuthSwitch } from './auth-layout';
import { GoogleButton } from './google-button';
import { DebugPanel } from './debug-panel';
import { FormBanner } from './form-banner';
import { PasswordField } from '../../../components/ui/password-field';

export const REDIRECT_AFTER_SIGNUP_MS = 3000;
export const PENDING_EMAIL_KEY = 'reelsmith:pending-activation-email';
const EMPTY: SignupValues = { username: '', first_name: '', last_name: '', email: '', password: '' };

export default function SignupPage() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const { values, setValues, errors, setErrors, change, after } = useAuthForm<SignupField>(EMPTY);
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const busy = registerUser.isPending || success !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBanner(null);
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = SIGNUP_FIELDS.find((f) => found[f]);
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const payload = trimmed(values);
    registerUser.mutate(payload, {
      onSuccess: (answer) => {
        setSuccess(answer.message);
        setValues(EMPTY);
        sessionStorage.setItem(PENDING_EMAIL_KEY, payload.email);
        after(REDIRECT_AFTER_SIGNUP_MS, () =>
          navigate('/email-confirmation', { state: { email: payload.email } }),
        );
      },
      onError: (err) => {
        if (err instanceof NetworkError) {
          setBanner(CANNOT_CONNECT);
        } else if (err instanceof ApiError) {
          const server = readServerErrors(
            err,
            SIGNUP_FIELDS,
            'Registration failed. Please check your information and try again.',
          );
          setErrors(server.fields);
          setBanner(server.banner);
        } else {
          setBanner('Registration failed. Please try again.');
        }
      },
    });
  };

  const field = (name: SignupField, label: string, autoComplete: string, extra: object = {}) => ({
    name,
    id: `signup-${name}`,
    label,
    value: values[name],
    onChange: change(name),
    error: !!errors[name],
    helperText: errors[name],
    disabled: busy,
    autoComplete,
    ...extra,
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start creating scroll-stopping videos. Your first video is free."
    >
      {success && <FormBanner severity="success">{success}</FormBanner>}
      {banner && <FormBanner severity="error">{banner}</FormBanner>}
      <GoogleButton next="/dashboard" disabled={busy} />
      <Box component="form" ref={form} noValidate onSubmit={submit} aria-label="Sign up">
        <Stack spacing={2}>
          <TextField {...field('username', 'Username', 'username')} autoFocus />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('first_name', 'First name', 'given-name')} />
            <TextField {...field('last_name', 'Last name', 'family-name')} />
          </Stack>
          <TextField {...field('email', 'Email', 'email', { type: 'email', inputMode: 'email' })} />
          <PasswordField {...field('password', 'Password', 'new-password')} />
          <AuthSubmit
            busy={busy}
            pending={registerUser.isPending}
            label="Start Creating Free"
            pendingLabel="Creating Account..."
          />
        </Stack>
      </Box>
      <AuthSwitch prompt="Already have an account?" to="/login" label="Log In" />
      {import.meta.env.DEV && <DebugPanel endpoint={REGISTER_PATH} />}
    </AuthLayout>
  );
}
