import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function UseCasesPage() {
  return <ScreenInProgress title="Use cases" summary="How creators, businesses, educators and agencies use Reelsmith." />;
}
