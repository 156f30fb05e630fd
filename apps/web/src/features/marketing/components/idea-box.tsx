import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SentimentVerySatisfiedRounded from '@mui/icons-material/SentimentVerySatisfiedRounded';
import TheaterComedyRounded from '@mui/icons-material/TheaterComedyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { brandGradient } from '../../../lib/theme';
import { getToken } from '../../../lib/auth-token';
import { useHydrated } from '../../../lib/use-hydrated';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** Read by the create flow after sign-up, so the typed idea is not lost. */
export const PENDING_IDEA_KEY = 'reelsmith:pending-idea';
/** The create flow's topic limit. */
const IDEA_MAX = 1000;

export const VIBE_CHOICES = [
  { id: 'meme', label: 'Meme', Icon: SentimentVerySatisfiedRounded, color: '#fde047' },
  { id: 'educational', label: 'Educational', Icon: SchoolRounded, color: '#7dd3fc' },
  { id: 'motivational', label: 'Motivational', Icon: LocalFireDepartmentRounded, color: '#fb923c' },
  { id: 'comedy', label: 'Comedy', Icon: TheaterComedyRounded, color: '#f9a8d4' },
] as const;
type VibeId = (typeof VIBE_CHOICES)[number]['id'];

const EXAMPLES = [
  'Why cats knock things off tables',
  '3 money habits nobody teaches you',
  'Monday motivation for night owls',
];

export function IdeaBox() {
  const navigate = useNavigate();
  const [idea, setIdea] = useState('');
  const [vibe, setVibe] = useState<VibeId>('meme');
  const [error, setError] = useState('');
  const ideaId = useId();
  const errorId = useId();
  const ready = useHydrated();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = idea.trim();
    if (!trimmed) {
      setError('Please enter a topic');
      return;
    }
    localStorage.setItem(PENDING_IDEA_KEY, JSON.stringify({ idea: trimmed, vibe }));
    navigate(getToken() ? '/dashboard' : '/signup');
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Start a video from an idea"
      sx={{
        position: 'relative',
        p: { xs: 1.5, sm: 2 },
        borderRadius: '24px',
        background: 'linear-gradient(180deg, rgba(30,27,46,0.92), rgba(21,19,31,0.92))',
        border: '1px solid rgba(255,255,255,0.1)',
        boxShadow: '0 30px 60px -30px rgba(0,0,0,0.8), 0 0 0 1px rgba(167,139,250,0.06)',
        '&:focus-within': {
          borderColor: 'rgba(167,139,250,0.6)',
          boxShadow: '0 0 0 4px rgba(167,139,250,0.18), 0 30px 60px -30px rgba(0,0,0,0.8)',
        },
        transition: 'border-color .2s, box-shadow .2s',
      }}
    >
      <Box
        component="label"
        htmlFor={ideaId}
        sx={{ display: 'block', px: 1, pt: 0.5, fontSize: 14, fontWeight: 600, color: '#ddd6fe' }}
      >
        Your video idea
      </Box>
      <Box
        component="textarea"
        id={ideaId}
        name="idea"
        rows={2}
        maxLength={IDEA_MAX}
        readOnly={!ready}
        value={idea}
        placeholder="e.g. Why cats knock things off tables"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => {
          setIdea(e.target.value);
          if (error) setError('');
        }}
        onKeyDown={(e: React.KeyboardEvent<HTMLTextAreaElement>) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        sx={{
          display: 'block',
          width: '100%',
          resize: 'none',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: { xs: 17, sm: 19 },
          lineHeight: 1.5,
          px: 1,
          py: 1,
          '&::placeholder': { color: '#8f8aa6' },
        }}
      />
      {error && (
        <Box id={errorId} role="alert" sx={{ px: 1, pb: 1, color: '#fca5a5', fontSize: 14 }}>
          {error}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          pt: 1,
          borderTop: '1px solid rgba(255,255,255,0.07)',
        }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, flex: '1 1 auto' }}>
          <Box component="legend" sx={visuallyHidden}>
            Vibe
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {VIBE_CHOICES.map((v) => (
              <Box
                key={v.id}
                component="label"
                sx={{
                  position: 'relative',
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 999,
                  cursor: 'pointer',
                  fontSize: 14,
                  fontWeight: 600,
                  border: '1px solid rgba(255,255,255,0.12)',
                  color: 'text.secondary',
                  transition: 'all .18s',
                  '&:hover': { borderColor: 'rgba(167,139,250,0.6)', color: 'text.primary' },
                  '&:has(input:checked)': {
                    color: '#fff',
                    borderColor: 'transparent',
                    background: 'linear-gradient(135deg, rgba(139,92,246,0.55), rgba(236,72,153,0.45))',
                  },
                  '&:has(input:focus-visible)': { outline: '2px solid #c4b5fd', outlineOffset: 2 },
                }}
              >
                <Box
                  component="input"
                  type="radio"
                  name="vibe"
                  value={v.id}
                  checked={vibe === v.id}
                  onChange={() => setVibe(v.id)}
                  sx={{ position: 'absolute', opacity: 0, width: 1, height: 1, m: 0 }}
                />
                <v.Icon aria-hidden sx={{ fontSize: 18, color: v.color }} />
                {v.label}
              </Box>
            ))}
          </Box>
        </Box>
        <Button
          type="submit"
          disabled={!ready}
          variant="contained"
          size="large"
          startIcon={<AutoAwesomeRounded />}
          sx={{
            background: brandGradient,
            color: '#fff',
            px: 3,
            py: 1.25,
            fontSize: 16,
            flex: { xs: '1 1 100%', sm: '0 0 auto' },
            boxShadow: '0 10px 30px -10px rgba(236,72,153,0.6)',
          }}
        >
          Create my video
        </Button>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          mt: 1.5,
          px: 0.5,
          fontSize: 13,
          color: '#a5a1bb',
          alignItems: 'center',
        }}
      >
        <span>Try:</span>
        {EXAMPLES.map((ex) => (
          <Box
            key={ex}
            component="button"
            type="button"
            onClick={() => {
              setIdea(ex);
              setError('');
            }}
            sx={{
              font: 'inherit',
              color: '#c4b5fd',
              bgcolor: 'rgba(139,92,246,0.1)',
              border: 0,
              borderRadius: 999,
              px: 1.25,
              py: 0.5,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'rgba(139,92,246,0.2)' },
            }}
          >
            {ex}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
