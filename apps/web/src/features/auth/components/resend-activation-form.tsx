import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useResendActivation } from '../api/resend-activation';
import { emailError } from '../../../lib/auth/validation';
import { FormBanner } from './form-banner';

/** Asks for a new activation link; the server answers the same whether or not the email is known. */
export function ResendActivationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const resend = useResendActivation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) resend.mutate(email.trim());
  };

  const failure =
    resend.error instanceof NetworkError
      ? 'Cannot connect to server. Please check your connection and try again.'
      : resend.error instanceof ApiError
        ? resend.error.message
        : resend.error
          ? 'Could not send the email. Please try again.'
          : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Resend activation email">
      {resend.isSuccess && <FormBanner severity="success">{resend.data.message}</FormBanner>}
      {failure && <FormBanner severity="error">{failure}</FormBanner>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          size="small"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error}
          disabled={resend.isPending}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={resend.isPending}
          sx={{ whiteSpace: 'nowrap', minHeight: 40, flexShrink: 0 }}
        >
          {resend.isPending ? 'Sending...' : 'Resend activation email'}
        </Button>
      </Stack>
    </Box>
  );
}
