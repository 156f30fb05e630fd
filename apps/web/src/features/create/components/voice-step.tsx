import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import LibraryMusicRounded from '@mui/icons-material/LibraryMusicRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandGradient } from '../../../lib/theme';
import { titleCase, VOICE_IDS } from '../../../lib/video-options';
import { useGeneratePreview } from '../../../lib/voices/generate-preview';
import { useVoices, type Voice } from '../../../lib/voices/get-voices';
import { useClones, voiceName } from '../../../lib/voices/clones';

import type { CreateFlow } from '../hooks/use-create-flow';
import { languageOf } from '../../../components/ui/language-select';
import { StepPanel } from './step-panel';

/** What a voice card shows: a voice from the list, or just its name while the list loads. */
type VoiceChoice = Pick<Voice, 'id' | 'name' | 'has_preview' | 'preview_url'> & {
  accent: string;
  tone: string;
  gender: string;
  mood: string;
};

// The voices with a side panel in the spec's library come first.
const POPULAR = ['rachel', 'drew', 'alice'];

function usePreviewPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => () => audio.current?.pause(), []);
  const stop = () => {
    audio.current?.pause();
    setPlaying(null);
  };
  const play = async (id: string, url: string) => {
    audio.current?.pause();
    const el = new Audio(url);
    audio.current = el;
    el.onended = () => setPlaying(null);
    el.onerror = () => {
      setPlaying(null);
      setError('Failed to load audio preview. Please check your media files.');
    };
    setError('');
    setPlaying(id);
    try {
      await el.play();
    } catch {
      setPlaying(null);
      setError('Failed to play audio preview. Please check your media settings.');
    }
  };
  return { playing, error, setError, play, stop };
}

function VoiceRow({
  voice,
  selected,
  onSelect,
  playing,
  generating,
  onPreview,
}: {
  voice: VoiceChoice;
  selected: boolean;
  onSelect: () => void;
  playing: boolean;
  generating: boolean;
  onPreview?: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        p: 1,
        pl: 1.25,
        borderRadius: '14px',
        border: '1px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(167,139,250,0.12)' : 'rgba(255,255,255,0.02)',
        transition: 'all .15s',
      }}
    >
      <Box
        component="button"
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        aria-label={`${voice.name}, ${voice.accent}, ${voice.tone}`}
        sx={{
          all: 'unset',
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          cursor: 'pointer',
          borderRadius: '10px',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 38,
            height: 38,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 18,
            background: selected ? brandGradient : 'rgba(255,255,255,0.06)',
          }}
        >
          {voice.mood || voice.name[0]}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {voice.name}
            {selected && <CheckCircleRounded sx={{ fontSize: 16, color: 'primary.main' }} />}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {[voice.accent, voice.tone, voice.gender].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Box>
      {onPreview && (
        <IconButton
          onClick={onPreview}
          aria-label={playing ? `Stop ${voice.name} preview` : `Play ${voice.name} preview`}
          size="small"
          sx={{ bgcolor: 'rgba(255,255,255,0.06)', '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
        >
          {generating ? <CircularProgress size={18} /> : playing ? <StopRounded /> : <PlayArrowRounded />}
        </IconButton>
      )}
    </Box>
  );
}

export function VoiceStep({
  flow,
  onChoose,
  onGenerate,
  busy,
  error,
}: {
  flow: CreateFlow;
  onChoose: (voiceId: string) => void;
  onGenerate: () => void;
  busy: boolean;
  error: string;
}) {
  const voices = useVoices();
  const preview = useGeneratePreview();
  const player = usePreviewPlayer();
  const [generatingId, setGeneratingId] = useState<string | null>(null);
  const selected = flow.state.voice;
  const language = languageOf(flow.state.language);

  const clones = useClones();
  // The user's own cloned voices first (decision 026); each has its own preview, made on the first play.
  const own: VoiceChoice[] = (clones.data?.clones ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    accent: 'Your voice',
    tone: 'Cloned',
    gender: '',
    mood: '🎙️',
    has_preview: false,
    preview_url: null,
  }));
  const catalogue: VoiceChoice[] = voices.data?.voices.length
    ? [...voices.data.voices].sort(
        (a, b) => (POPULAR.indexOf(b.id) >= 0 ? 1 : 0) - (POPULAR.indexOf(a.id) >= 0 ? 1 : 0),
      )
    : VOICE_IDS.map((id) => ({
        id,
        name: titleCase(id),
        accent: '',
        tone: '',
        mood: '',
        gender: '',
        has_preview: false,
        preview_url: null,
      }));
  const list = [...own, ...catalogue];
  const withPreviews = !!voices.data;

  const onPreview = async (v: VoiceChoice) => {
    if (player.playing === v.id) return player.stop();
    if (v.has_preview && v.preview_url) return player.play(v.id, v.preview_url);
    setGeneratingId(v.id);
    try {
      const res = await preview.mutateAsync(v.id);
      await player.play(v.id, res.preview_url);
    } catch (err) {
      player.setError((err as Error).message || 'Failed to generate preview');
    } finally {
      setGeneratingId(null);
    }
  };

  return (
    <StepPanel
      n={3}
      title="Pick a voice"
      hint="Tap play to hear a voice; the selected one reads your script."
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Selected: <strong style={{ color: '#f5f3ff' }}>{voiceName(selected, clones.data?.clones)}</strong>
        </Typography>
        <Button
          component={RouterLink}
          to={`/voices?returnTo=/create${language === 'en' ? '' : `&language=${language}`}`}
          size="small"
          startIcon={<LibraryMusicRounded />}
        >
          Browse voice library
        </Button>
      </Box>
      {player.error && (
        <Alert severity="warning" sx={{ mb: 1.5 }} onClose={() => player.setError('')}>
          {player.error}
        </Alert>
      )}
      {voices.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      ) : (
        <Box
          component="ul"
          role="radiogroup"
          aria-label="Voice"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0.25,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 1,
            maxHeight: { xs: 360, md: 400 },
            overflowY: 'auto',
            scrollbarWidth: 'thin',
          }}
        >
          {list.map((v) => (
            <VoiceRow
              key={v.id}
              voice={v}
              selected={selected === v.id}
              onSelect={() => onChoose(v.id)}
              playing={player.playing === v.id}
              generating={generatingId === v.id}
              onPreview={withPreviews ? () => void onPreview(v) : undefined}
            />
          ))}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ mt: 2.5 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onGenerate}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <GraphicEqRounded />}
        >
          {busy ? 'Recording the voice-over…' : 'Generate audio'}
        </Button>
      </Box>
    </StepPanel>
  );
}
