import DownloadRounded from '@mui/icons-material/DownloadRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { postText } from '@reelsmith/contracts/post-words';
import { PublicLayout } from '../../../components/layout/public-layout';
import { CopyButton } from '../../../components/ui/copy-button';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { apiErrorText } from '../../../lib/server-errors';
import { canShareVideoFiles, shareableVideo, useShareVideoFile } from '../../../lib/videos/share-video';
import { useSharedVideo } from '../api/get-shared-video';
import { ReportDialog } from './report-dialog';

/**
 * The page a share link (the desktop's QR code) opens on a phone: the video plays, and Share hands
 * the MP4 to the phone's share sheet, straight into TikTok, Instagram or YouTube. No sign-in.
 */
export default function WatchPage() {
  usePageMeta({ title: 'Your video', description: 'A video made with Reelsmith.', path: '/watch' });
  const { token = '' } = useParams();
  const shared = useSharedVideo(token);
  const v = shared.data;
  const file = useShareVideoFile(v ? shareableVideo(v, v.video_url) : null);
  const [reporting, setReporting] = useState(false);
  return (
    <PublicLayout footer={false}>
      <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: { xs: 3, sm: 5 }, display: 'grid', gap: 2 }}>
        {shared.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 300 }}>
            <CircularProgress aria-label="Loading the video" />
          </Box>
        ) : !v ? (
          <Alert severity="warning" role="alert">
            {shared.error instanceof ApiError
              ? apiErrorText(shared.error)
              : 'Could not open this video. Check your connection and try again.'}
          </Alert>
        ) : (
          <>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
              {v.title}
            </Typography>
            <Box
              component="video"
              src={v.video_url}
              poster={v.thumbnail_url ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label={`Video: ${v.title}`}
              data-testid="shared-video"
              sx={{ width: '100%', aspectRatio: '9 / 16', borderRadius: '18px', bgcolor: '#000' }}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {canShareVideoFiles() && (
                <Button
                  variant="contained"
                  size="large"
                  startIcon={
                    file.state === 'loading' ? (
                      <CircularProgress size={16} color="inherit" />
                    ) : (
                      <IosShareRounded />
                    )
                  }
                  disabled={file.state === 'loading'}
                  onClick={() => void file.share()}
                  data-testid="share-video"
                >
                  {file.label}
                </Button>
              )}
              <Button
                component="a"
                href={v.download_url}
                download
                variant="outlined"
                size="large"
                startIcon={<DownloadRounded />}
                sx={{ gridColumn: canShareVideoFiles() ? 'auto' : '1 / -1' }}
              >
                Download
              </Button>
            </Box>
            {file.error && (
              <Alert severity="warning" role="alert">
                {file.error}
              </Alert>
            )}
            <CopyButton text={postText(v)} label="Copy title, caption and hashtags" size="large" />
            {v.caption && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {v.caption}
              </Typography>
            )}
            {v.hashtags.length > 0 && (
              <Typography variant="body2" color="primary.light">
                {v.hashtags.join(' ')}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              This page works until {new Date(v.expires_at).toLocaleTimeString([], { timeStyle: 'short' })}.
            </Typography>
            <Button
              size="small"
              color="inherit"
              sx={{ justifySelf: 'start' }}
              onClick={() => setReporting(true)}
            >
              Report this video
            </Button>
            {reporting && <ReportDialog token={token} onClose={() => setReporting(false)} />}
          </>
        )}
      </Box>
    </PublicLayout>
  );
}
