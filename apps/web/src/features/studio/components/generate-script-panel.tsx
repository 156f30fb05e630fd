import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { VIBES, type VibeId } from '../../../lib/video-options';
import { useGenerateScript } from '../api/generate-script';
import { cardSx } from './studio-look';

const TOPIC_MAX = 1000;

/** "Generate a script" from a topic and a vibe, with the create flow's writer. */
export function GenerateScriptPanel({ onDone }: { onDone: (id: string) => void }) {
  const [topic, setTopic] = useState('');
  const [vibe, setVibe] = useState<VibeId>('educational');
  const [error, setError] = useState('');
  const gen = useGenerateScript();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!topic.trim()) {
      setError('Please enter a topic');
      return;
    }
    setError('');
    gen.mutate(
      { topic: topic.trim(), vibe, duration: 30 },
      {
        onSuccess: (r) => {
          if (!r?.script_id) return setError('No script returned from API');
          setTopic('');
          onDone(r.script_id);
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status < 500
              ? err.message
              : 'Failed to generate script. Please try again.',
          ),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="generate-script-title"
      sx={{
        ...cardSx,
        p: { xs: 2, md: 2.5 },
        gap: 1.5,
        background:
          'linear-gradient(135deg, rgba(139,92,246,0.16), rgba(236,72,153,0.08)), rgba(21,19,31,0.85)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeRounded sx={{ color: 'primary.main' }} />
        <Typography id="generate-script-title" component="h2" sx={{ fontWeight: 700 }}>
          Generate a script
        </Typography>
      </Box>
      <TextField
        label="Topic"
        placeholder="e.g. 3 sourdough mistakes every beginner makes"
        value={topic}
        onChange={(e) => setTopic(e.target.value.slice(0, TOPIC_MAX))}
        error={!!error}
        helperText={error || `${topic.length}/${TOPIC_MAX}`}
        disabled={gen.isPending}
        fullWidth
      />
      <Box role="radiogroup" aria-label="Vibe" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {VIBES.map((v) => (
          <Chip
            key={v.id}
            role="radio"
            aria-checked={vibe === v.id}
            label={v.label}
            icon={<v.Icon sx={{ fontSize: 18 }} />}
            onClick={() => setVibe(v.id)}
            color={vibe === v.id ? 'primary' : 'default'}
            variant={vibe === v.id ? 'filled' : 'outlined'}
            disabled={gen.isPending}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={gen.isPending}
          startIcon={gen.isPending ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeRounded />}
        >
          {gen.isPending ? 'Writing your script…' : 'Generate script'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Same writer as New video. The script is saved to your library.
        </Typography>
      </Box>
      {gen.isPending && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          Writing a 30-second script about “{topic.trim()}”…
        </Alert>
      )}
    </Box>
  );
}
