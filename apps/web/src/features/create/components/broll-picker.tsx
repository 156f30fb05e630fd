import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BROLL_MAX } from '@reelsmith/contracts/video';
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
  return (
    <Box
      component="button"
      type="button"
      role="checkbox"
      aria-checked={on}
      aria-disabled={disabled || undefined}
      aria-label={`${clip.filename}, ${clock(clip.duration_seconds)}${on ? `, scene ${order}` : ''}`}
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
          {clock(clip.duration_seconds)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * "Your clips": the user's own uploads as B-roll (decision 028), one per scene in the order picked,
 * before any stock footage or illustration. The list loads when the user opens it.
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
  // A clip deleted since it was chosen (the flow is kept in the session) is dropped from the choice.
  const data = clips.data;
  useEffect(() => {
    if (!data) return;
    const known = new Set(data.map((c) => c.id));
    if (value.some((id) => !known.has(id))) onChange(value.filter((id) => known.has(id)));
  }, [data, value, onChange]);

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
        {open && value.length > 0 && (
          <Button size="small" onClick={() => onChange([])} disabled={disabled}>
            Clear
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Your own footage fills the first scenes, in the order you pick them (up to {BROLL_MAX}).
      </Typography>
      {open &&
        (clips.isPending ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
            ))}
          </Box>
        ) : clips.isError ? (
          <Alert severity="warning">{clips.error.message || 'Your clips could not be loaded.'}</Alert>
        ) : !clips.data.length ? (
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
              {clips.data.map((c) => {
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
          </>
        ))}
    </Box>
  );
}
