import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function MonetizationPage() {
  return <ScreenInProgress title="Monetization" summary="Track what your content earns." />;
}
