import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { usePageMeta } from '../../../lib/page-meta';
import { ResultPanel } from './result-panel';

export default function PaymentSuccessPage() {
  usePageMeta({
    title: 'Payment Successful!',
    description: 'Your Reelsmith payment went through.',
    path: '/payment-success',
  });
  return (
    <ResultPanel
      tone="success"
      icon={<CheckCircleRounded />}
      title="Payment Successful!"
      text="Thank you for your purchase. Your content is being processed and will be available shortly."
      action={{ label: 'Go to Dashboard', to: '/dashboard' }}
    />
  );
}
