import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function MyContentPage() {
  return <ScreenInProgress title="My content" summary="Your videos, scripts and audio." />;
}
