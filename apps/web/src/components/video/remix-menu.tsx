import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LANGUAGE_INFO, LANGUAGES } from '@reelsmith/contracts/languages';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { OptionSelect, type SelectOption } from '../ui/option-select';
import { failureText } from '../../lib/server-errors';
import { VIDEO_STYLES, VOICE_IDS, titleCase } from '../../lib/video-options';
import { useRemixVideo, useTestTwoHooks, type RemixChange } from '../../lib/videos/remix-video';
import { useVideoProgress } from '../../lib/videos/use-video-progress';
import { useClones } from '../../lib/voices/clones';
import { useVoices } from '../../lib/voices/get-voices';

/** What the menu needs to know of the finished video it remixes. */
export interface RemixSource {
  id: string;
  voice?: string | null;
  style?: string | null;
  language?: string | null;
  /** Its length now, in seconds (Shorter and Longer ask for a third less or half as much again). */
  durationSec?: number | null;
}

type Pick = 'voice' | 'style' | 'language';

const PICK_TITLE: Record<Pick, string> = {
  voice: 'Another voice',
  style: 'Another style',
  language: 'Another language',
};

/** One new video's progress; calls `onReady` once it is finished. */
function Progress({ video, label, onReady }: { video: VideoDto; label: string; onReady: () => void }) {
  const live = useVideoProgress(video) ?? video;
  const done = live.status === 'completed';
  useEffect(() => {
    if (done) onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  const failed = live.status === 'failed' || live.status === 'cancelled';
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 800 }}>
          {failed ? 'Could not be made' : done ? 'Ready' : `${live.percent}%`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={done ? 100 : live.percent}
        aria-label={`${label}: ${live.percent}%`}
      />
      {failed && live.error && (
        <Typography variant="caption" color="error.light">
          {live.error}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The Remix menu of a finished video (issue 41): a new video from a copy of this one with one thing
 * changed (voice, style, first line, length, language), or two that differ only in their first
 * line. Controlled by `anchorEl` (a card's menu) or, without it, behind its own "Remix" button.
 */
export function RemixMenu({
  source,
  anchorEl,
  onClose,
}: {
  source: RemixSource;
  anchorEl?: HTMLElement | null;
  onClose?: () => void;
}) {
  const navigate = useNavigate();
  const [own, setOwn] = useState<HTMLElement | null>(null);
  const [pick, setPick] = useState<Pick | null>(null);
  const [choice, setChoice] = useState('');
  const [started, setStarted] = useState<VideoDto[] | null>(null);
  const [ready, setReady] = useState(0);
  const remix = useRemixVideo();
  const pair = useTestTwoHooks();
  const voices = useVoices();
  const clones = useClones();
  const controlled = anchorEl !== undefined;
  const open = controlled ? !!anchorEl : !!own;
  const close = () => (controlled ? onClose?.() : setOwn(null));
  const error = remix.error ?? pair.error;
  const busy = remix.isPending || pair.isPending;
  const now = Math.round(source.durationSec ?? 30);

  const options: Record<Pick, SelectOption<string>[]> = {
    voice: [
      ...(clones.data?.clones ?? []).map((c) => ({ id: c.id, label: `${c.name} (your voice)` })),
      ...(voices.data?.voices.map((v) => ({ id: v.id, label: v.name })) ??
        VOICE_IDS.map((id) => ({ id, label: titleCase(id) }))),
    ].filter((o) => o.id !== source.voice),
    style: VIDEO_STYLES.filter((s) => s.id !== source.style).map((s) => ({ id: s.id, label: s.label })),
    language: LANGUAGES.filter((l) => l !== (source.language ?? 'en')).map((l) => ({
      id: l,
      label: LANGUAGE_INFO[l].name,
    })),
  };

  const start = (change: RemixChange) => {
    pair.reset();
    remix.mutate({ id: source.id, change }, { onSuccess: (v) => begin([v]) });
  };
  const begin = (videos: VideoDto[]) => {
    setPick(null);
    setReady(0);
    setStarted(videos);
  };
  const choose = (p: Pick) => {
    close();
    remix.reset();
    setChoice(options[p][0]?.id ?? '');
    setPick(p);
  };
  const atOnce = (run: () => void) => () => {
    close();
    remix.reset();
    pair.reset();
    setStarted(null);
    run();
  };

  const items: Array<{ label: string; run: () => void }> = [
    { label: 'Another voice…', run: () => choose('voice') },
    { label: 'Another style…', run: () => choose('style') },
    { label: 'A new hook', run: atOnce(() => start({ hook: true })) },
    { label: 'Shorter', run: atOnce(() => start({ duration: Math.max(5, Math.round(now * 0.66)) })) },
    { label: 'Longer', run: atOnce(() => start({ duration: Math.min(180, Math.round(now * 1.5)) })) },
    { label: 'Another language…', run: () => choose('language') },
    {
      label: 'Test two hooks',
      run: atOnce(() => pair.mutate(source.id, { onSuccess: (a) => begin(a.videos) })),
    },
  ];
  const allReady = !!started && ready >= started.length;
  const message = failureText(error);

  return (
    <>
      {!controlled && (
        <Button
          variant="outlined"
          startIcon={<AutoAwesomeRounded />}
          aria-haspopup="menu"
          onClick={(e) => setOwn(e.currentTarget)}
          sx={{ borderColor: 'divider' }}
        >
          Remix
        </Button>
      )}
      <Menu anchorEl={controlled ? anchorEl : own} open={open} onClose={close} aria-label="Remix">
        {items.map((i) => (
          <MenuItem key={i.label} onClick={i.run}>
            {i.label}
          </MenuItem>
        ))}
      </Menu>
      <Dialog
        open={!!pick || busy || !!started || !!message}
        onClose={() => {
          setPick(null);
          setStarted(null);
          remix.reset();
          pair.reset();
        }}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>
          {pick
            ? PICK_TITLE[pick]
            : started?.length === 2 || pair.isPending || pair.error
              ? 'Two first lines'
              : 'A new version'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {pick && !busy && (
            <OptionSelect
              label={titleCase(pick)}
              value={choice}
              options={options[pick]}
              onChange={setChoice}
            />
          )}
          {pick === 'language' && (
            <Typography variant="body2" color="text.secondary">
              Every line is translated and spoken again in the new language.
            </Typography>
          )}
          {busy && <Typography role="status">Preparing your new version…</Typography>}
          {started?.map((v, i) => (
            <Progress
              key={v.id}
              video={v}
              label={started.length === 2 ? `Hook ${i ? 'B' : 'A'}` : 'Your new version'}
              onReady={() => {
                setReady((n) => n + 1);
                // One new version opens as soon as it is ready; a pair is seen side by side in My Content.
                if (started.length === 1) void navigate(`/videos/${v.id}/edit`);
              }}
            />
          ))}
          {started && !allReady && (
            <Typography variant="body2" color="text.secondary">
              It also counts as a new video this month. You can close this: it keeps going in My Content.
            </Typography>
          )}
          {message && (
            <Alert severity="warning" role="alert">
              {message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {pick && (
            <Button
              variant="contained"
              disabled={!choice || busy}
              onClick={() => start({ [pick]: choice } as RemixChange)}
            >
              Make it
            </Button>
          )}
          {allReady && started.length === 1 && (
            <Button variant="contained" onClick={() => void navigate(`/videos/${started[0]!.id}/edit`)}>
              Open it
            </Button>
          )}
          {allReady && started.length === 2 && (
            <Button variant="contained" onClick={() => void navigate('/my-content')}>
              See both in My Content
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
