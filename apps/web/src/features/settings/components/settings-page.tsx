import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function SettingsPage() {
  return <ScreenInProgress title="Settings" summary="Profile, password and defaults." />;
}
