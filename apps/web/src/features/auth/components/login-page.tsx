import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function LoginPage() {
  return <ScreenInProgress title="Sign in" summary="Sign in to your Reelsmith account." />;
}
