import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAPTION_PLATFORMS,
  CAPTION_TONES,
  captionPostText,
  PLATFORM_RULES,
  type CaptionPlatform,
  type CaptionTone,
} from '@reelsmith/contracts/captions';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { titleCase } from '../../../lib/video-options';
import { useDeleteCaption } from '../api/delete-caption';
import { useGenerateCaption } from '../api/generate-caption';
import { useFinishedVideos } from '../api/get-finished-videos';
import { useCaptions } from '../api/list-captions';
import { useSetVideoCaption } from '../api/set-video-caption';
import type { StudioCaption } from '../api/types';
import { CaptionCard } from './caption-card';
import { ConfirmDelete } from './confirm-delete';
import { EmptyState } from '../../../components/ui/empty-state';
import { cardSx } from './studio-look';
import { OptionSelect } from '../../../components/ui/option-select';

const TONE_OPTIONS = CAPTION_TONES.map((t) => ({ id: t, label: titleCase(t) }));
const PLATFORM_OPTIONS = CAPTION_PLATFORMS.map((p) => ({ id: p, label: PLATFORM_RULES[p].label }));

const CONTENT_MAX = 1000;

export function CaptionsTab({
  onEdit,
  videoId,
  onVideo,
}: {
  onEdit: (id: string) => void;
  /** A finished video that "Use Caption" sets the caption on. */
  videoId: string | null;
  onVideo: (id: string | null) => void;
}) {
  const [content, setContent] = useState('');
  const [tone, setTone] = useState<CaptionTone>('engaging');
  const [platform, setPlatform] = useState<CaptionPlatform>('tiktok');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const gen = useGenerateCaption();
  const captions = useCaptions();
  const videos = useFinishedVideos();
  const setOnVideo = useSetVideoCaption();
  const del = useDeleteCaption();
  const [deleting, setDeleting] = useState<StudioCaption | null>(null);
  const items = captions.data?.pages.flatMap((p) => p.results) ?? [];
  const total = captions.data?.pages[0]?.count ?? 0;
  const video = videos.data?.results.find((v) => v.id === videoId);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!content.trim() || gen.isPending) return;
    setError('');
    gen.mutate(
      { content: content.trim(), tone, platform },
      {
        onSuccess: () => setContent(''),
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status < 500
              ? err.message
              : 'Failed to generate caption. Please try again.',
          ),
      },
    );
  };

  const use = (c: StudioCaption) => async (copy: (text: string) => Promise<void>) => {
    await copy(captionPostText(c.text, c.hashtags));
    if (!video) return;
    setOnVideo.mutate(
      { id: c.id, videoId: video.id },
      {
        onSuccess: () =>
          setNotice({ severity: 'success', text: `Caption set on “${video.title}” and copied.` }),
        onError: (err) => setNotice({ severity: 'error', text: err.message }),
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', lg: '400px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        onSubmit={submit}
        aria-labelledby="caption-form-title"
        sx={{ ...cardSx, p: { xs: 2, md: 2.5 }, gap: 2, position: { lg: 'sticky' }, top: { lg: 96 } }}
      >
        <Typography id="caption-form-title" component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
          Write a caption
        </Typography>
        <TextField
          label="Content description"
          placeholder="What is your video about? e.g. 3 budget travel tips for Japan"
          value={content}
          onChange={(e) => setContent(e.target.value.slice(0, CONTENT_MAX))}
          multiline
          minRows={4}
          helperText={`${content.length}/${CONTENT_MAX}`}
          disabled={gen.isPending}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <OptionSelect label="Tone" value={tone} options={TONE_OPTIONS} onChange={setTone} />
          <OptionSelect label="Platform" value={platform} options={PLATFORM_OPTIONS} onChange={setPlatform} />
        </Box>
        <TextField
          select
          label="Use Caption on a video (optional)"
          value={video ? video.id : ''}
          onChange={(e) => onVideo(e.target.value || null)}
          helperText={
            videos.data && videos.data.results.length === 0
              ? 'Finished videos appear here.'
              : 'Use Caption copies it, and sets it on this video.'
          }
        >
          <MenuItem value="">Only copy</MenuItem>
          {videos.data?.results.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.title}
            </MenuItem>
          ))}
        </TextField>
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!content.trim() || gen.isPending}
          startIcon={gen.isPending ? <CircularProgress size={18} color="inherit" /> : <AutoAwesomeRounded />}
        >
          {gen.isPending ? 'Generating...' : 'Generate Caption'}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {PLATFORM_RULES[platform].label}: up to {PLATFORM_RULES[platform].maxChars.toLocaleString('en')}{' '}
          characters
          {PLATFORM_RULES[platform].maxHashtags
            ? ` and ${PLATFORM_RULES[platform].maxHashtags} hashtags`
            : ''}
          . Six hashtags: three from your content (its words, or its whole phrase when short), then #viral
          #trending #fyp. The engagement level is a checklist, not a forecast: a hook in the first line (30
          points), a length that shows before “more” (25), a question or call to action (25) and the hashtag
          count (20); High from 70, Medium from 40.
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
            Your captions
          </Typography>
          {captions.isSuccess && (
            <Typography variant="body2" color="text.secondary">
              {total} {total === 1 ? 'caption' : 'captions'}
            </Typography>
          )}
        </Box>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {captions.isError && <Alert severity="error">{captions.error.message}</Alert>}
        {gen.isPending && (
          <Skeleton
            variant="rounded"
            height={200}
            sx={{ borderRadius: '20px' }}
            aria-label="Writing your caption"
          />
        )}
        {captions.isPending && <Skeleton variant="rounded" height={200} sx={{ borderRadius: '20px' }} />}
        {captions.isSuccess && items.length === 0 && !gen.isPending && (
          <EmptyState
            title="No captions yet"
            hint="Describe your video, pick a tone and a platform, then Generate Caption."
            sx={{ py: 6, px: 2, borderRadius: '20px' }}
          />
        )}
        {items.map((c) => (
          <CaptionCard
            key={c.id}
            caption={c}
            onEdit={() => onEdit(c.id)}
            onDelete={() => setDeleting(c)}
            onUse={(copy) => void use(c)(copy)}
            useLabel="Use Caption"
            useNote={video ? 'Copied and set' : 'Copied'}
          />
        ))}
        {captions.hasNextPage && (
          <Button
            onClick={() => void captions.fetchNextPage()}
            disabled={captions.isFetchingNextPage}
            variant="outlined"
            sx={{ justifySelf: 'center', borderColor: 'divider', color: 'text.primary' }}
          >
            {captions.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Box>
      <ConfirmDelete
        what="caption"
        target={deleting?.id ?? null}
        deletion={del}
        onCancel={() => (del.reset(), setDeleting(null))}
        onDeleted={() => setDeleting(null)}
      />
    </Box>
  );
}
