import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function AnalyticsPage() {
  return <ScreenInProgress title="Analytics" summary="How your posts perform." />;
}
