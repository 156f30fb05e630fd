import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function TrendingPage() {
  return <ScreenInProgress title="Trending" summary="What is rising on each platform." />;
}
