import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function DashboardPage() {
  return <ScreenInProgress title="Dashboard" summary="Your videos, scripts, captions and credits." />;
}
