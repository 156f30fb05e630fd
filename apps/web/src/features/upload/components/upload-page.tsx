import { useSearchParams } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { PhotosFlow } from './photos-flow';
import { UploadFlow } from './upload-flow';

/** /upload-video: upload and enhance a clip; `?mode=photos` is image to video (the dashboard card). */
export default function UploadPage() {
  const [params] = useSearchParams();
  const photos = params.get('mode') === 'photos';
  return photos ? (
    <AppShell title="Image to video" subtitle="Your photos, moving, with a voice-over or music and captions.">
      <PhotosFlow />
    </AppShell>
  ) : (
    <AppShell
      title="Upload and enhance"
      subtitle="Your own clip, reframed for shorts, levelled and captioned."
    >
      <UploadFlow />
    </AppShell>
  );
}
