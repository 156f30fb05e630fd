import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { isVoiced } from '@reelsmith/contracts/storyboard-ops';
import { audioPath } from '../api/storyboard';
import { useVersions } from '../api/versions';
import { useVideo } from '../api/video';
import { useObjectUrl } from '../hooks/use-object-url';
import { audioVersion } from './scene-look';
import { SceneStill } from './scene-strip';

const frameSx = {
  position: 'relative',
  borderRadius: '18px',
  overflow: 'hidden',
  aspectRatio: '9 / 16',
  width: '100%',
  maxWidth: { xs: 260, md: 340 },
  mx: 'auto',
  bgcolor: '#000',
  boxShadow: '0 30px 60px -20px rgba(139,92,246,0.45), 0 0 0 1px rgba(255,255,255,0.08)',
} as const;

/** An edited scene as it will look (its still) with its new voice, as soon as the server has it. */
function ScenePreview({
  videoId,
  doc,
  saved,
  sceneId,
  onClose,
}: {
  videoId: string;
  doc: Storyboard;
  saved: Storyboard | null;
  sceneId: string;
  onClose: () => void;
}) {
  const n = doc.scenes.findIndex((s) => s.id === sceneId) + 1;
  const local = doc.scenes.find((s) => s.id === sceneId);
  const stored = saved?.scenes.find((s) => s.id === sceneId);
  // The voice plays once the server has voiced what the editor shows.
  const ready = !!stored && !!local && stored.text === local.text && isVoiced(stored);
  const sound = useObjectUrl(ready && stored ? audioPath(videoId, sceneId, audioVersion(stored)) : null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={frameSx}>
        <SceneStill videoId={videoId} saved={saved} sceneId={sceneId} alt={`Scene ${n} as it will look`} />
        {!ready && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 'auto 0 0 0',
              p: 1.5,
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              bgcolor: 'rgba(0,0,0,0.65)',
            }}
          >
            <CircularProgress size={16} /> <Typography variant="body2">Voicing the new words…</Typography>
          </Box>
        )}
      </Box>
      {sound.url && (
        <audio
          key={sound.url}
          src={sound.url}
          autoPlay
          controls
          aria-label={`Scene ${n} voice`}
          data-testid="scene-audio"
          style={{ width: '100%' }}
        />
      )}
      <Button onClick={onClose} variant="outlined" sx={{ borderColor: 'divider' }}>
        Back to the whole video
      </Button>
    </Box>
  );
}

/** The video as rendered (the version in use, or the one picked), or one edited scene. */
export function EditorPlayer({
  videoId,
  title,
  doc,
  saved,
  previewSceneId,
  onClosePreview,
  versionId,
}: {
  videoId: string;
  title: string;
  doc: Storyboard;
  saved: Storyboard | null;
  previewSceneId: string | null;
  onClosePreview: () => void;
  versionId: string | null;
}) {
  const versions = useVersions(videoId);
  const done = (versions.data?.versions ?? []).filter((v) => v.status === 'completed' && v.videoUrl);
  // A video listed with no version yet still has its first file.
  const video = useVideo(videoId, versions.isSuccess && done.length === 0);
  if (previewSceneId && doc.scenes.some((s) => s.id === previewSceneId))
    return (
      <ScenePreview
        videoId={videoId}
        doc={doc}
        saved={saved}
        sceneId={previewSceneId}
        onClose={onClosePreview}
      />
    );
  const found = done.find((v) => v.id === versionId) ?? done.find((v) => v.current) ?? done[0];
  const first = video.data?.video_url
    ? {
        id: video.data.id,
        number: 1,
        videoUrl: video.data.video_url,
        thumbnailUrl: video.data.thumbnail_url,
        current: true,
      }
    : undefined;
  const shown = found ?? first;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={frameSx}>
        {shown ? (
          <Box
            component="video"
            key={shown.id}
            src={shown.videoUrl ?? undefined}
            poster={shown.thumbnailUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={`Video: ${title}, version ${shown.number}`}
            data-testid="editor-video"
            data-version={shown.number}
            sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
            {versions.isPending ? (
              <CircularProgress aria-label="Loading the video" />
            ) : (
              <Typography variant="body2" color="text.secondary">
                No finished version to play yet. Press Render to make one.
              </Typography>
            )}
          </Box>
        )}
      </Box>
      {shown && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Playing version {shown.number}
          {shown.current ? ' (in use)' : ''}
        </Typography>
      )}
    </Box>
  );
}
