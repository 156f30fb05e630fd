import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function PricingPage() {
  return <ScreenInProgress title="Pricing" summary="Try Free, Creator and Business plans." />;
}
