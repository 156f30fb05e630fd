import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { ResultPanel } from './result-panel';

export default function PaymentSuccessPage() {
  usePageMeta({
    title: 'Payment Successful!',
    description: 'Your Reelsmith payment went through.',
    path: '/payment-success',
  });
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const confirm = useConfirmCheckout(sessionId);
  const queryClient = useQueryClient();
  const paid = confirm.data?.status === 'paid';
  useEffect(() => {
    // The new plan shows everywhere at once: the header, the meter, Settings.
    if (paid)
      for (const key of [['me'], ['billing'], ['dashboard', 'stats']])
        void queryClient.invalidateQueries({ queryKey: key });
  }, [paid, queryClient]);

  if (!sessionId || paid) {
    return (
      <ResultPanel
        tone="success"
        icon={<CheckCircleRounded />}
        title="Payment Successful!"
        text="Thank you for your purchase. Your content is being processed and will be available shortly."
        action={{ label: 'Go to Dashboard', to: '/dashboard' }}
        secondary={
          paid ? (
            <Box
              role="status"
              data-testid="new-plan"
              sx={{ width: '100%', color: '#6ee7b7', fontWeight: 700 }}
            >
              You're now on the {confirm.data!.plan_name} plan.
            </Box>
          ) : undefined
        }
      />
    );
  }
  if (confirm.isError) {
    const notFound = confirm.error instanceof ApiError && confirm.error.status === 404;
    return (
      <ResultPanel
        tone="warning"
        icon={<ErrorOutlineRounded />}
        title="We couldn't confirm this payment"
        text={
          notFound
            ? 'This checkout does not belong to the account you are signed in with. Sign in with the account that paid, or contact support.'
            : 'We could not reach the payment service to confirm your payment. Refresh this page in a moment; you will not be charged twice.'
        }
        action={{ label: 'Go to Dashboard', to: '/dashboard' }}
      />
    );
  }
  const waiting = confirm.isPending || confirm.data?.status === 'pending';
  return (
    <ResultPanel
      tone="warning"
      icon={waiting ? <HourglassTopRounded /> : <ErrorOutlineRounded />}
      title={waiting ? 'Confirming your payment…' : 'Payment not completed'}
      text={
        waiting
          ? 'Stripe is confirming your payment. This page updates by itself in a few seconds.'
          : 'This checkout expired before it was paid. You have not been charged.'
      }
      action={
        waiting ? { label: 'Go to Dashboard', to: '/dashboard' } : { label: 'Try Again', to: '/pricing' }
      }
      secondary={waiting ? <CircularProgress size={22} aria-label="Confirming payment" /> : undefined}
    />
  );
}
