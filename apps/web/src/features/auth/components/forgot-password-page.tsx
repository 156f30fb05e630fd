import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from './auth-layout';
import { FormBanner } from './form-banner';
import { useEmailRequest } from '../hooks/use-email-request';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { submit, field, failure } = useEmailRequest(forgot);

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we’ll send you a link to choose a new password."
    >
      {forgot.isSuccess && <FormBanner severity="success">{forgot.data.message}</FormBanner>}
      {failure && <FormBanner severity="error">{failure}</FormBanner>}
      <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password">
        <Stack spacing={2}>
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" autoFocus {...field} />
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
