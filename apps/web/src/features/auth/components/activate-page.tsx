import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function ActivatePage() {
  return <ScreenInProgress title="Activate account" summary="Activating your account." />;
}
