import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function ScriptsPage() {
  return <ScreenInProgress title="Scripts and captions" summary="Write and keep scripts and captions." />;
}
