import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { activate } from '../api/activate';
import { AuthLayout, REDIRECT_AFTER_LOGIN_MS } from './auth-layout';
import { ResendActivationForm } from './resend-activation-form';
import { CANNOT_CONNECT } from '../../../lib/server-errors';

type Outcome =
  { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; code: string; message: string };

// One request per token, even when React runs the effect twice: a second call would find the link used.
const inflight = new Map<string, Promise<{ message: string }>>();

export default function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = outcome.kind === 'done';

  // Signed in by the link: on to the dashboard, where the idea typed on the landing page waits.
  useEffect(() => {
    if (!done) return;
    queryClient.removeQueries();
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, queryClient]);

  useEffect(() => {
    let live = true;
    if (!inflight.has(token)) inflight.set(token, activate(token));
    inflight
      .get(token)!
      .then((answer) => live && setOutcome({ kind: 'done', message: answer.message }))
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError)
          setOutcome({ kind: 'failed', code: String(err.body.code ?? ''), message: err.message });
        else if (err instanceof NetworkError) {
          inflight.delete(token);
          setOutcome({
            kind: 'failed',
            code: 'network',
            message: CANNOT_CONNECT,
          });
        } else setOutcome({ kind: 'failed', code: '', message: 'Activation failed. Please try again.' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  if (outcome.kind === 'pending') {
    return (
      <AuthLayout title="Activating your account">
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-label="Activating" />
          <Typography>One moment…</Typography>
        </Stack>
      </AuthLayout>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <AuthLayout title="Account activated!">
        <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mb: 3 }}>
          <CheckCircleRounded color="success" />
          <Typography role="status">{outcome.message}</Typography>
        </Stack>
        <Button component={RouterLink} to="/dashboard" replace variant="contained" size="large" fullWidth>
          Go to your dashboard
        </Button>
      </AuthLayout>
    );
  }
  const used = outcome.code === 'token_used';
  const title = used
    ? 'Link already used'
    : outcome.code === 'token_expired'
      ? 'Link expired'
      : 'We couldn’t activate your account';
  return (
    <AuthLayout title={title}>
      <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mb: 3 }}>
        <ErrorOutlineRounded color={used ? 'info' : 'warning'} />
        <Typography role="alert">{outcome.message}</Typography>
      </Stack>
      <Button
        component={RouterLink}
        to="/login"
        variant={used ? 'contained' : 'outlined'}
        size="large"
        fullWidth
      >
        Go to Login
      </Button>
      {!used && (
        <Box>
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
            Get a new activation link
          </Typography>
          <ResendActivationForm />
        </Box>
      )}
    </AuthLayout>
  );
}
