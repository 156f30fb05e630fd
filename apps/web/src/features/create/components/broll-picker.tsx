import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BROLL_MAX } from '@reelsmith/contracts/video';
import { PHOTO_ACCEPT, useAddPhotos } from '../api/add-photos';
import { useMyClips, type MyClip } from '../api/get-my-clips';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function ClipTile({
  clip,
  order,
  disabled,
  onToggle,
}: {
  clip: MyClip;
  /** 1-based place in the video, or 0 when not chosen. */
  order: number;
  disabled: boolean;
  onToggle: () => void;
}) {
  const on = order > 0;
  const photo = clip.kind === 'photo';
  // What the tile says of its length: a photo has none (it lasts its scene, panned slowly).
  const length = photo ? 'photo' : clock(clip.duration_seconds);
  return (
    <Box
      component="button"
      type="button"
      role="checkbox"
      aria-checked={on}
      aria-disabled={disabled || undefined}
      aria-label={`${clip.filename}, ${length}${on ? `, scene ${order}` : ''}`}
      onClick={() => !disabled && onToggle()}
      sx={{
        all: 'unset',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.45 : 1,
        position: 'relative',
        borderRadius: '12px',
        overflow: 'hidden',
        border: '2px solid',
        borderColor: on ? 'primary.main' : 'rgba(255,255,255,0.08)',
        bgcolor: 'rgba(255,255,255,0.02)',
        minWidth: 0,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {photo ? (
        <Box
          component="img"
          src={clip.original_url}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: '#000' }}
        />
      ) : (
        <Box
          component="video"
          src={`${clip.original_url}#t=0.5`}
          muted
          playsInline
          preload="metadata"
          aria-hidden
          tabIndex={-1}
          sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: '#000' }}
        />
      )}
      {on && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 6,
            left: 6,
            minWidth: 22,
            height: 22,
            px: 0.5,
            borderRadius: 11,
            bgcolor: 'primary.main',
            color: '#0b0a12',
            fontSize: 13,
            fontWeight: 800,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {order}
        </Box>
      )}
      {on && (
        <CheckCircleRounded
          aria-hidden
          sx={{ position: 'absolute', top: 6, right: 6, color: 'primary.main', fontSize: 20 }}
        />
      )}
      <Box sx={{ px: 0.75, py: 0.5 }}>
        <Typography variant="caption" component="p" noWrap sx={{ fontWeight: 600 }}>
          {clip.filename}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {photo ? 'Photo' : length}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * "Your clips": the user's own uploads as B-roll (decision 028), one per scene in the order picked,
 * before any stock footage or illustration. The list loads when the user opens it. Photos are
 * added here and chosen at once (decision 045); a photo's scene is the still, slowly panned.
 */
export function BrollPicker({
  value,
  onChange,
  disabled,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(value.length > 0);
  const clips = useMyClips(open);
  const full = value.length >= BROLL_MAX;
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);
  const fileInput = useRef<HTMLInputElement>(null);
  const add = useAddPhotos();
  const addPhotos = (files: File[]) => {
    if (!files.length) return;
    add.mutate(files, {
      // The new photos take the next scenes, as far as there is room.
      onSuccess: (added) => onChange([...value, ...added.map((p) => p.id)].slice(0, BROLL_MAX)),
    });
  };
  const data = useMemo(() => clips.data?.pages.flatMap((p) => p.results), [clips.data]);
  // A clip deleted since it was chosen (the flow is kept in the session) is dropped from the choice,
  // once the whole list is known (a chosen clip may be on an older page not shown yet).
  const whole = !!data && !clips.hasNextPage;
  useEffect(() => {
    if (!data || !whole) return;
    const known = new Set(data.map((c) => c.id));
    if (value.some((id) => !known.has(id))) onChange(value.filter((id) => known.has(id)));
  }, [data, whole, value, onChange]);

  return (
    <Box component="section" aria-labelledby="broll-label">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="broll-label" variant="subtitle2" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          Your clips as B-roll{value.length ? ` (${value.length} chosen)` : ''}
        </Typography>
        {!open && (
          <Button
            size="small"
            startIcon={<VideoLibraryRounded />}
            onClick={() => setOpen(true)}
            disabled={disabled}
          >
            Choose your clips
          </Button>
        )}
        {open && (
          <Button
            size="small"
            startIcon={<AddPhotoAlternateRounded />}
            onClick={() => fileInput.current?.click()}
            disabled={disabled || add.isPending}
          >
            {add.isPending ? 'Adding photos…' : 'Add photos'}
          </Button>
        )}
        {open && value.length > 0 && (
          <Button size="small" onClick={() => onChange([])} disabled={disabled}>
            Clear
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          aria-label="Photos to add"
          onChange={(e) => {
            addPhotos(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Your own footage and photos fill the first scenes, in the order you pick them (up to {BROLL_MAX}). A
        photo is shown with a slow pan for its scene.
      </Typography>
      {add.isError && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => add.reset()}>
          {add.error.message || 'Your photos could not be added.'}
        </Alert>
      )}
      {open &&
        (clips.isPending ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
            ))}
          </Box>
        ) : clips.isError ? (
          <Alert severity="warning">{clips.error.message || 'Your clips could not be loaded.'}</Alert>
        ) : !data?.length ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/upload-video" color="inherit" size="small">
                Upload a clip
              </Button>
            }
          >
            You have no clips yet. Upload one to use your own footage in your videos.
          </Alert>
        ) : (
          <>
            <Box
              role="group"
              aria-labelledby="broll-label"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
                gap: 1,
                opacity: disabled ? 0.6 : 1,
                pointerEvents: disabled ? 'none' : 'auto',
              }}
            >
              {data.map((c) => {
                const order = value.indexOf(c.id) + 1;
                return (
                  <ClipTile
                    key={c.id}
                    clip={c}
                    order={order}
                    disabled={!!disabled || (full && order === 0)}
                    onToggle={() => toggle(c.id)}
                  />
                );
              })}
            </Box>
            {clips.hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
                <Button
                  size="small"
                  onClick={() => void clips.fetchNextPage()}
                  disabled={clips.isFetchingNextPage}
                  aria-busy={clips.isFetchingNextPage}
                >
                  {clips.isFetchingNextPage ? 'Loading older clips…' : 'Show older clips'}
                </Button>
              </Box>
            )}
          </>
        ))}
    </Box>
  );
}
