import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function ContactPage() {
  return <ScreenInProgress title="Contact" summary="Write to the Reelsmith team." />;
}
