import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function ForgotPasswordPage() {
  return <ScreenInProgress title="Forgot password" summary="Get a link to reset your password." />;
}
