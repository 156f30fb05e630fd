import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { refreshAccessToken } from '../../../lib/api-client';
import { AuthLayout } from './auth-layout';
import { safeNext } from './login-page';

/** What each refusal of the server's Google callback means to the creator. */
export const GOOGLE_FAILURES: Record<string, string> = {
  google_off: 'Signing in with Google is not available here. Sign in with your email and password.',
  google_cancelled: 'Google sign-in was cancelled. Nothing was changed.',
  google_state:
    'This sign-in was started in another browser tab or took too long, so nothing happened. Try again.',
  google_unverified:
    'Google has not confirmed this email address yet, so we cannot use it to sign you in. Confirm it with Google, or sign in with your email and password.',
  google_other_account:
    'Your Reelsmith account is already linked to a different Google account. Use that one, or sign in with your email and password.',
  google_failed: 'Google sign-in did not work this time. Please try again in a moment.',
  account_closed: 'This account was closed and is being deleted.',
  account_banned: 'Your account has been suspended. Write to us if you think this is a mistake.',
  no_session: 'We could not finish signing you in. Please try again.',
};

/** Where the server's Google callback lands: takes the new session, or says why there is none. */
export default function GoogleDonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(params.get('error'));

  useEffect(() => {
    if (error) return;
    let live = true;
    void refreshAccessToken().then((ok) => {
      if (!live) return;
      if (!ok) return setError('no_session');
      queryClient.removeQueries();
      navigate(safeNext(params.get('next')), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [error, navigate, params, queryClient]);

  if (!error)
    return (
      <AuthLayout title="Signing you in">
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-label="Signing in" />
          <Typography>One moment…</Typography>
        </Stack>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Not signed in">
      <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mb: 3 }}>
        <ErrorOutlineRounded color="error" />
        <Typography role="alert">{GOOGLE_FAILURES[error] ?? GOOGLE_FAILURES.google_failed}</Typography>
      </Stack>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        Back to sign in
      </Button>
    </AuthLayout>
  );
}
