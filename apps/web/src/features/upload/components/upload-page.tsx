import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function UploadPage() {
  return (
    <ScreenInProgress title="Upload and enhance" summary="Upload a clip and get captions and a polish." />
  );
}
