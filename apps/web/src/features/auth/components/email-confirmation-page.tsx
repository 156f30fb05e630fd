import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { gradientTile } from '../../../lib/theme';
import { AuthLayout } from './auth-layout';
import { ResendActivationForm } from './resend-activation-form';
import { PENDING_EMAIL_KEY } from './signup-page';

export default function EmailConfirmationPage() {
  const location = useLocation();
  const email =
    (location.state as { email?: string } | null)?.email ?? sessionStorage.getItem(PENDING_EMAIL_KEY) ?? '';
  return (
    <AuthLayout title="Check Your Email!">
      <Box
        aria-hidden
        sx={{
          ...gradientTile(56, '16px'),
          mb: 2.5,
        }}
      >
        <MarkEmailUnreadRounded sx={{ color: '#fff' }} />
      </Box>
      <Typography sx={{ mb: 1 }}>
        We sent an activation link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to
        activate your account, then sign in.
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        The link works once and expires in 24 hours. Can’t find it? Check your spam or promotions folder.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to Login
        </Button>
        <Button component={RouterLink} to="/" variant="outlined" size="large" fullWidth>
          Back to Home
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Didn’t get the email?
      </Typography>
      <ResendActivationForm initialEmail={email} />
    </AuthLayout>
  );
}
