import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function ResetPasswordPage() {
  return <ScreenInProgress title="Reset password" summary="Choose a new password." />;
}
