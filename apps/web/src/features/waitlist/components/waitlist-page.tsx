import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function WaitlistPage() {
  return <ScreenInProgress title="Waitlist" summary="Podcasters: join the list for early access." />;
}
