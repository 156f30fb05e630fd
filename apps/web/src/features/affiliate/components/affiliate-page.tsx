import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function AffiliatePage() {
  return <ScreenInProgress title="Creator Program" summary="Share your code and earn commissions." />;
}
