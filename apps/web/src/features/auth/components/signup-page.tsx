import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function SignupPage() {
  return <ScreenInProgress title="Create account" summary="Start creating videos for free." />;
}
