import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function CancelPaymentPage() {
  return <ScreenInProgress title="Payment Canceled" summary="Your payment was not completed." />;
}
