import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { ResultPanel } from './result-panel';

export default function CancelPaymentPage() {
  usePageMeta({
    title: 'Payment Canceled',
    description: 'Your Reelsmith payment was not completed.',
    path: '/cancel-payment',
  });
  return (
    <ResultPanel
      tone="warning"
      icon={<ErrorOutlineRounded />}
      title="Payment Canceled"
      text="Your payment was not completed. If this was a mistake, you can try again or contact support."
      action={{ label: 'Try Again', to: '/pricing' }}
      secondary={
        <Button
          component={RouterLink}
          to="/support"
          size="large"
          sx={{ color: 'text.primary', border: '1px solid rgba(255,255,255,0.2)', px: 3 }}
        >
          Contact support
        </Button>
      }
    />
  );
}
