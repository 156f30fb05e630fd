import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppShell, useAccount } from '../../../components/layout/app-shell';
import { useVoices, type Voice } from '../../../lib/voices/get-voices';
import { useToggleFavorite } from '../api/toggle-favorite';
import { usePreviewPlayer } from '../hooks/use-preview-player';
import {
  accentsOf,
  categoryCounts,
  filterVoices,
  hasFilters,
  NO_FILTERS,
  POPULAR_VOICE_IDS,
  resultLine,
  safeReturnTo,
  withVoice,
  type VoiceFilters,
} from '../utils/voice-filters';
import { PopularChoices } from './popular-choices';
import { SELECTION_BAR_SPACE, SelectionBar } from './selection-bar';
import { VoiceCard } from './voice-card';
import { VoiceStats } from './voice-stats';
import { FOCUS_RINGS } from './voice-styles';
import { VoiceToolbar, type VoiceLayout } from './voice-toolbar';
import { YourVoices } from './your-voices';
import { bareList } from '../../../lib/theme';
import { languageOf } from '../../../components/ui/language-select';
import { isLanguage, LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';

const LAYOUT_KEY = 'reelsmith.voices.layout';
const DEFAULT_DESTINATION = '/create';

// Escape or Space leave the library, unless the key belongs to a control that has focus.
const INTERACTIVE =
  'input, textarea, select, button, a[href], [role="button"], [role="option"], [role="listbox"], [role="menu"], [role="menuitem"], [role="dialog"], [contenteditable="true"]';

/** A card below the fold is not laid out or painted until it nears the screen (about its height). */
const OFFSCREEN_SKIPPED: Record<VoiceLayout, CSSProperties> = {
  grid: { contentVisibility: 'auto', containIntrinsicSize: 'auto 250px' },
  list: { contentVisibility: 'auto', containIntrinsicSize: 'auto 160px' },
};

function readLayout(): VoiceLayout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function EmptyState({ anyVoices, onShowAll }: { anyVoices: boolean; onShowAll: () => void }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 2,
        border: '1px dashed rgba(255,255,255,0.14)',
        borderRadius: '16px',
      }}
    >
      <Box aria-hidden sx={{ fontSize: 44, mb: 1 }}>
        🔍
      </Box>
      <Typography component="h2" variant="h6">
        No voices found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {anyVoices ? 'Try adjusting your search or filter criteria.' : 'No voices available at the moment.'}
      </Typography>
      <Button variant="outlined" onClick={onShowAll}>
        Show All Voices
      </Button>
    </Box>
  );
}

export default function VoicesPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // Every voice speaks every language; the list is heard in one (?language=es from the create flow).
  // Without one in the address, the account's language (Settings) until another is picked here.
  const account = useAccount();
  const [picked, setLanguage] = useState<Language | null>(() => {
    const asked = params.get('language');
    return isLanguage(asked) ? asked : null;
  });
  const language = picked ?? languageOf(account?.default_language);
  const voices = useVoices(language);
  const favorite = useToggleFavorite();

  const [filters, setFilters] = useState<VoiceFilters>(NO_FILTERS);
  const [layout, setLayout] = useState<VoiceLayout>(readLayout);
  const [selectedId, setSelectedId] = useState<string | null>(params.get('voice'));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onError = useCallback((message: string) => setError(message), []);
  const onRegenerated = useCallback((voice: Voice) => setNotice(`New preview ready for ${voice.name}.`), []);
  const player = usePreviewPlayer({ onError, onRegenerated });

  // When the library first arrives, its cards are drawn in the background (an interruptible render),
  // so a phone stays responsive meanwhile: 21 cards drawn at once blocked taps for about a second.
  // Later changes (a heart, a new preview) show at once.
  const ready = useDeferredValue(voices.data !== undefined);
  const data = ready ? voices.data : undefined;
  const all = useMemo(() => data?.voices ?? [], [data]);
  const shown = useMemo(() => filterVoices(all, filters), [all, filters]);
  const counts = useMemo(() => categoryCounts(all), [all]);
  const accents = useMemo(() => accentsOf(all), [all]);
  const favoriteCount = all.filter((v) => v.is_favorite).length;
  const popular = POPULAR_VOICE_IDS.map((id) => all.find((v) => v.id === id)).filter((v): v is Voice => !!v);
  const selected = all.find((v) => v.id === selectedId) ?? null;
  const filtered = hasFilters(filters);

  const leave = useCallback(() => navigate(returnTo ?? '/dashboard'), [navigate, returnTo]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key !== 'Escape' && e.key !== ' ') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest?.(INTERACTIVE)) return;
      if (document.querySelector('.MuiPopover-root, .MuiModal-root')) return;
      e.preventDefault();
      leave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [leave]);

  const changeFilters = (next: Partial<VoiceFilters>) => setFilters((f) => ({ ...f, ...next }));
  const changeLayout = (next: VoiceLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  };
  const toggleFavorite = (voice: Voice) =>
    favorite.mutate(
      { voiceId: voice.id, favorite: !voice.is_favorite },
      { onError: (err) => setError(err.message || 'Failed to update favorites') },
    );
  const play = (voice: Voice) => {
    setError(null);
    void player.toggle(voice);
  };
  const regenerate = (voice: Voice) => {
    setError(null);
    void player.regenerate(voice);
  };
  const confirmVoice = () => {
    if (selected) navigate(withVoice(returnTo ?? DEFAULT_DESTINATION, selected.id));
  };

  const actions = (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ArrowBackRounded />}
        onClick={leave}
        sx={{ borderColor: 'divider' }}
      >
        {returnTo ? 'Back' : 'Back to dashboard'}
      </Button>
      <Button
        variant="outlined"
        onClick={() => void voices.refetch()}
        disabled={voices.isFetching}
        startIcon={
          voices.isFetching ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshRounded />
        }
        aria-label="Refresh voices"
      >
        Refresh
      </Button>
    </>
  );

  let body;
  if (voices.isPending || (voices.data && !data)) {
    body = (
      <Box
        role="status"
        aria-live="polite"
        sx={{ minHeight: '45vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}
      >
        <Box>
          <CircularProgress aria-hidden />
          <Typography sx={{ mt: 2, fontWeight: 700 }}>Loading Voice Library</Typography>
          <Typography variant="body2" color="text.secondary">
            Fetching voices and their previews…
          </Typography>
        </Box>
      </Box>
    );
  } else if (voices.isError && !voices.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void voices.refetch()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Try again
          </Button>
        }
      >
        {voices.error.message}
      </Alert>
    );
  } else {
    body = (
      <>
        <VoiceStats
          total={all.length}
          withPreviews={all.filter((v) => v.has_preview).length}
          favorites={favoriteCount}
          accents={accents.length}
        />
        <YourVoices
          onUse={(id) => navigate(withVoice(returnTo ?? DEFAULT_DESTINATION, id))}
          player={{
            playingId: player.playingId,
            generating: player.generating,
            toggle: (v) => void player.toggle(v),
          }}
        />
        <Box
          sx={{
            mt: { xs: 2.5, md: 3.5 },
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
            gap: { xs: 3, lg: 4 },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <VoiceToolbar
              filters={filters}
              onChange={changeFilters}
              counts={counts}
              favoriteCount={favoriteCount}
              accents={accents}
              layout={layout}
              onLayout={changeLayout}
              language={language}
              onLanguage={setLanguage}
            />
            {all.some((v) => v.robotic) && (
              <Alert severity="info" sx={{ mt: 2 }}>
                In {LANGUAGE_INFO[language].name} these voices are clear, but they sound robotic.
              </Alert>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, mt: 2, mb: 1.5 }}>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                sx={{ flex: 1, minWidth: 0 }}
              >
                {resultLine(shown.length, all.length, filters)}
              </Typography>
              {filtered && (
                <Button size="small" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              )}
            </Box>
            {voices.isRefetchError && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {voices.error.message}
              </Alert>
            )}
            {error && (
              <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            {shown.length === 0 ? (
              <EmptyState anyVoices={all.length > 0} onShowAll={() => setFilters(NO_FILTERS)} />
            ) : (
              <Box
                component="ul"
                aria-label="Voices"
                sx={{
                  ...bareList,
                  display: 'grid',
                  gap: layout === 'grid' ? { xs: 1.5, sm: 2 } : 1.25,
                  gridTemplateColumns:
                    layout === 'grid'
                      ? {
                          xs: 'minmax(0, 1fr)',
                          sm: 'repeat(2, minmax(0, 1fr))',
                          xl: 'repeat(3, minmax(0, 1fr))',
                        }
                      : 'minmax(0, 1fr)',
                }}
              >
                {shown.map((voice) => (
                  <li key={voice.id} style={OFFSCREEN_SKIPPED[layout]}>
                    <VoiceCard
                      voice={voice}
                      layout={layout}
                      selected={voice.id === selectedId}
                      playing={player.playingId === voice.id}
                      generating={player.generating.has(voice.id)}
                      onPlay={() => play(voice)}
                      onRegenerate={() => regenerate(voice)}
                      onFavorite={() => toggleFavorite(voice)}
                      onSelect={() => setSelectedId(voice.id)}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
          <Box
            component="aside"
            aria-label="Popular choices"
            sx={{ position: { lg: 'sticky' }, top: { lg: 96 } }}
          >
            <PopularChoices voices={popular} selectedId={selectedId} onSelect={(v) => setSelectedId(v.id)} />
          </Box>
        </Box>
        {selected && <Box aria-hidden sx={{ height: SELECTION_BAR_SPACE }} />}
      </>
    );
  }

  return (
    <AppShell
      title="Voice Library"
      subtitle="Hear every voice, keep your favorites, and choose the one that tells your story."
      actions={actions}
    >
      <Box sx={FOCUS_RINGS}>
        {body}
        {/* The one audio element every preview plays through. */}
        <audio {...player.audioProps} data-testid="voice-preview-audio" hidden />
        {selected && (
          <SelectionBar voice={selected} onClear={() => setSelectedId(null)} onUse={confirmVoice} />
        )}
      </Box>
      <Snackbar
        open={!!notice}
        autoHideDuration={3000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
    </AppShell>
  );
}
