import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function TermsPage() {
  return <ScreenInProgress title="Terms of service" summary="The terms for using Reelsmith." />;
}
