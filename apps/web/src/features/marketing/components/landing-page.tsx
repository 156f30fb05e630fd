import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function LandingPage() {
  return <ScreenInProgress title="Reelsmith" summary="Type an idea, pick a vibe, get a captioned, voiced short video." />;
}
