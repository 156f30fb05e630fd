import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { vibeOf, type VibeId } from '../../../lib/video-options';
import { ApiError } from '../../../lib/api-client';
import { useSuggestIdeas } from '../api/suggest-ideas';

const STARTERS = ['fitness', 'personal finance', 'cooking', 'productivity', 'travel', 'pets'];

/** The idea generator: a niche in, ten ideas out, each one click from a video. */
export function IdeasDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (idea: string, vibe: VibeId) => void;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const [seed, setSeed] = useState('');
  const [error, setError] = useState('');
  const ideas = useSuggestIdeas();

  const ask = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError('Please enter a niche or a word');
      return;
    }
    setError('');
    setSeed(trimmed);
    ideas.mutate(trimmed, {
      onError: (err) =>
        setError(
          err instanceof ApiError && err.status < 500
            ? err.message
            : 'Could not get ideas. Please try again.',
        ),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask(seed);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ideas-title"
      slotProps={{
        paper: { sx: { borderRadius: phone ? 0 : '22px', border: '1px solid', borderColor: 'divider' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pt: 2.5 }}>
        <Box
          sx={{
            width: 38,
            height: 38,
            borderRadius: '14px',
            display: 'grid',
            placeItems: 'center',
            background: 'linear-gradient(135deg,#f59e0b,#ef4444)',
          }}
        >
          <AutoAwesomeRounded sx={{ color: '#fff', fontSize: 20 }} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="ideas-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
            Idea generator
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Type your niche or a word; get ten ideas ready to make.
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: 2 }}>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            autoFocus
            label="Niche or seed word"
            value={seed}
            onChange={(e) => {
              setSeed(e.target.value);
              if (error) setError('');
            }}
            error={!!error}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            size="small"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={ideas.isPending}
            sx={{ height: 40, flexShrink: 0 }}
          >
            {ideas.isPending ? (
              <CircularProgress size={18} color="inherit" aria-label="Getting ideas" />
            ) : (
              'Get ideas'
            )}
          </Button>
        </Box>
        {!ideas.data && !ideas.isPending && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {STARTERS.map((s) => (
              <Button
                key={s}
                size="small"
                variant="outlined"
                onClick={() => ask(s)}
                sx={{ borderColor: 'divider', color: 'text.secondary' }}
              >
                {s}
              </Button>
            ))}
          </Box>
        )}
        {ideas.isPending && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={58} />
            ))}
          </Box>
        )}
        {ideas.isError && !error && <Alert severity="error">Could not get ideas. Please try again.</Alert>}
        {ideas.data && (
          <Box
            component="ol"
            aria-label="Ideas"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {ideas.data.ideas.map((item, i) => {
              const vibe = vibeOf(item.vibe);
              return (
                <Box
                  component="li"
                  key={item.idea}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.25,
                    pl: 1.5,
                    borderRadius: '14px',
                    bgcolor: 'rgba(255,255,255,0.03)',
                    border: '1px solid',
                    borderColor: 'divider',
                    animation: `rs-in .3s ${i * 30}ms both ease-out`,
                    '@keyframes rs-in': {
                      from: { opacity: 0, transform: 'translateY(6px)' },
                      to: { opacity: 1, transform: 'none' },
                    },
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {item.idea}
                    </Typography>
                    {vibe && (
                      <Typography
                        variant="caption"
                        sx={{ color: vibe.color, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <vibe.Icon sx={{ fontSize: 14 }} /> {vibe.label}
                      </Typography>
                    )}
                  </Box>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<MovieCreationRounded />}
                    aria-label={`Create: ${item.idea}`}
                    onClick={() => onCreate(item.idea, (vibe?.id ?? 'educational') as VibeId)}
                    sx={{ flexShrink: 0 }}
                  >
                    Create
                  </Button>
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
