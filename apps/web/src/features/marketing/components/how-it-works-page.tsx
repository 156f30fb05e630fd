import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function HowItWorksPage() {
  return <ScreenInProgress title="How it works" summary="Four steps from an idea to a video ready to post." />;
}
