import { ScreenInProgress } from '../../../components/ui/screen-in-progress';

export default function CreatePage() {
  return <ScreenInProgress title="Create a video" summary="Topic, script, voice, audio and video in five steps." />;
}
