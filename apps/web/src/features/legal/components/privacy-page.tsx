import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function PrivacyPage() {
  return <ScreenInProgress title="Privacy policy" summary="How Reelsmith handles your data." />;
}
