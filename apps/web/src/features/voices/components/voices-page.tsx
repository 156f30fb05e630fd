import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function VoicesPage() {
  return <ScreenInProgress title="Voice library" summary="Browse, preview and choose voices." />;
}
