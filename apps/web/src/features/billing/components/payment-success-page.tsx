import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function PaymentSuccessPage() {
  return <ScreenInProgress title="Payment Successful!" summary="Thank you for your purchase." />;
}
