import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useResendActivation } from '../api/resend-activation';
import { FormBanner } from './form-banner';
import { useEmailRequest } from '../hooks/use-email-request';

/** Asks for a new activation link; the server answers the same whether or not the email is known. */
export function ResendActivationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const resend = useResendActivation();
  const { submit, field, failure } = useEmailRequest(resend, {
    initialEmail,
    otherwise: 'Could not send the email. Please try again.',
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Resend activation email">
      {resend.isSuccess && <FormBanner severity="success">{resend.data.message}</FormBanner>}
      {failure && <FormBanner severity="error">{failure}</FormBanner>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField label="Email" type="email" autoComplete="email" size="small" {...field} />
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
