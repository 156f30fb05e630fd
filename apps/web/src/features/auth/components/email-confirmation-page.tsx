import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function EmailConfirmationPage() {
  return <ScreenInProgress title="Check Your Email!" summary="An activation link was sent to your email." />;
}
