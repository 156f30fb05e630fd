import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import type { StoryboardScene } from '@reelsmith/contracts/storyboard';
import { useIllustrations } from '../api/illustrations';
import { useChooseStock, useStockSearch, type StockItem } from '../api/stock';
import { useUploadChoices, type UploadChoice } from '../api/uploads';
import { useObjectUrl } from '../hooks/use-object-url';
import { visualText } from './scene-look';

type Visual = StoryboardScene['visual'];

const COLOURS: string[][] = [
  ['#312E81', '#7C3AED'],
  ['#0F172A', '#0EA5E9'],
  ['#7C2D12', '#F97316'],
  ['#064E3B', '#10B981'],
  ['#831843', '#EC4899'],
  ['#111827'],
  ['#F5F5F4'],
  ['#FACC15'],
];

/** The stored file behind an upload: its signed link's path names it (`/api/files/<key>?exp…`). */
function uploadKey(u: UploadChoice): string {
  if (u.key) return u.key;
  const path = u.original_url.split('?')[0]!.replace(/^.*\/api\/files\//, '');
  return path.split('/').map(decodeURIComponent).join('/');
}

const tile = {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  borderRadius: '12px',
  overflow: 'hidden',
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'rgba(255,255,255,0.04)',
  '&:hover': { borderColor: 'primary.light' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light' },
} as const;

function Grid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
        gap: 1,
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { display: 'grid' },
      }}
    >
      {children}
    </Box>
  );
}

function IllustrationSearch({ first, onPick }: { first: string; onPick: (v: Visual) => void }) {
  const [text, setText] = useState(first);
  const [q, setQ] = useState(first.trim());
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const found = useIllustrations(q);
  const items = found.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        label="Search illustrations"
        placeholder="A word, such as cat or money"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { type: 'search' } }}
      />
      {found.isFetching && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={16} /> <Typography variant="body2">Searching…</Typography>
        </Box>
      )}
      {found.isError && <Alert severity="error">Could not search the illustrations. Please try again.</Alert>}
      {q && found.isSuccess && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No illustration matches “{q}”. Try another word.
        </Typography>
      )}
      {items.length > 0 && (
        <Grid label="Illustrations found">
          {items.map((it) => (
            <li key={it.id}>
              <Box
                component="button"
                type="button"
                aria-label={`Use illustration: ${it.name}`}
                onClick={() => onPick({ kind: 'illustration', id: it.id })}
                sx={{ ...tile, p: 0.75, display: 'grid', justifyItems: 'center', gap: 0.5 }}
              >
                <Box component="img" src={it.url} alt="" loading="lazy" sx={{ width: 56, height: 56 }} />
                <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                  {it.name}
                </Typography>
              </Box>
            </li>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** A stock clip's still (fetched signed in), its length over it. */
function StockTile({ item, busy, onChoose }: { item: StockItem; busy: boolean; onChoose: () => void }) {
  const still = useObjectUrl(item.pictureUrl);
  return (
    <Box
      component="button"
      type="button"
      aria-label={`Use stock clip (${Math.round(item.durationSec)} s): ${item.attribution}`}
      disabled={busy}
      onClick={onChoose}
      sx={{ ...tile, aspectRatio: '9 / 16', position: 'relative' }}
    >
      {still.url && (
        <Box
          component="img"
          src={still.url}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          right: 4,
          bottom: 4,
          px: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.6)',
        }}
      >
        {Math.round(item.durationSec)} s
      </Typography>
    </Box>
  );
}

function StockSearch({
  videoId,
  first,
  onPick,
}: {
  videoId: string;
  first: string;
  onPick: (v: Visual) => void;
}) {
  const [text, setText] = useState(first);
  const [q, setQ] = useState(first.trim());
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 400);
    return () => clearTimeout(t);
  }, [text]);
  const found = useStockSearch(q);
  const choose = useChooseStock(videoId);
  if (found.data && !found.data.available) return <Alert severity="info">{found.data.reason}</Alert>;
  const items = found.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        label="Search stock footage"
        placeholder="A word, such as ocean or city"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { type: 'search' } }}
      />
      {(found.isFetching || choose.isPending) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={16} />{' '}
          <Typography variant="body2">
            {choose.isPending ? 'Adding the clip to your video…' : 'Searching…'}
          </Typography>
        </Box>
      )}
      {found.isError && <Alert severity="error">Could not search stock footage. Please try again.</Alert>}
      {choose.isError && <Alert severity="error">Could not add that clip. Please try another one.</Alert>}
      {q && found.isSuccess && found.data.available && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No stock footage matches “{q}”. Try another word.
        </Typography>
      )}
      {items.length > 0 && (
        <Grid label="Stock footage found">
          {items.map((it) => (
            <li key={it.id}>
              <StockTile
                item={it}
                busy={choose.isPending}
                onChoose={() => choose.mutate(it.id, { onSuccess: ({ visual }) => onPick(visual) })}
              />
            </li>
          ))}
        </Grid>
      )}
    </Box>
  );
}

function Uploads({ onPick }: { onPick: (v: Visual) => void }) {
  const uploads = useUploadChoices(true);
  if (uploads.isPending)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <CircularProgress size={16} /> <Typography variant="body2">Loading your uploads…</Typography>
      </Box>
    );
  if (uploads.isError) return <Alert severity="error">Could not load your uploads. Please try again.</Alert>;
  const list = uploads.data.results;
  if (!list.length)
    return (
      <Typography variant="body2" color="text.secondary">
        You have no uploads yet. Upload a clip or photo to use it in a scene.
      </Typography>
    );
  return (
    <Grid label="Your uploads">
      {list.map((u) => (
        <li key={u.id}>
          <Box
            component="button"
            type="button"
            aria-label={`Use your ${u.kind === 'photo' ? 'photo' : 'clip'}: ${u.filename}`}
            onClick={() =>
              onPick({
                kind: 'upload',
                uploadId: u.id,
                key: uploadKey(u),
                media: u.kind,
                width: u.width,
                height: u.height,
                durationSec: u.kind === 'video' ? u.duration_seconds : 0,
                inSec: 0,
                pan: 'in',
              })
            }
            sx={{ ...tile, aspectRatio: '9 / 16' }}
          >
            {u.kind === 'photo' ? (
              <Box
                component="img"
                src={u.original_url}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Box
                component="video"
                src={`${u.original_url}#t=0.5`}
                muted
                preload="metadata"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
          </Box>
        </li>
      ))}
    </Grid>
  );
}

function Colours({ onPick }: { onPick: (v: Visual) => void }) {
  const [own, setOwn] = useState('#7C3AED');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Grid label="Colours">
        {COLOURS.map((colors) => (
          <li key={colors.join()}>
            <Box
              component="button"
              type="button"
              aria-label={
                colors.length > 1 ? `Use the gradient ${colors.join(' to ')}` : `Use the colour ${colors[0]}`
              }
              onClick={() => onPick({ kind: 'color', colors })}
              sx={{
                ...tile,
                height: 48,
                background: colors.length > 1 ? `linear-gradient(160deg, ${colors.join(', ')})` : colors[0],
              }}
            />
          </li>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="input"
          type="color"
          value={own}
          aria-label="Pick your own colour"
          onChange={(e) => setOwn((e.target as HTMLInputElement).value.toUpperCase())}
          sx={{ width: 48, height: 36, p: 0, border: 'none', background: 'none' }}
        />
        <Box
          component="button"
          type="button"
          onClick={() => onPick({ kind: 'color', colors: [own] })}
          sx={{ ...tile, px: 1.5, py: 1, fontSize: 14, fontWeight: 600 }}
        >
          Use this colour
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Swap a scene's picture: a builtin illustration found by a word, stock footage (when the server
 * has a stock library), one of the user's uploads, or a colour.
 */
export function VisualPicker({
  videoId,
  scene,
  onPick,
}: {
  videoId: string;
  scene: StoryboardScene;
  onPick: (v: Visual) => void;
}) {
  const [tab, setTab] = useState(0);
  const word = (scene.emphasis ?? '').replace(/[^\p{L}\p{N}' -]/gu, '');
  return (
    <Box component="section" aria-label="Picture" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Now: {visualText(scene.visual)}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        aria-label="Choose a picture from"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab label="Illustrations" />
        <Tab label="Stock" />
        <Tab label="Your uploads" />
        <Tab label="Colour" />
      </Tabs>
      {tab === 0 && <IllustrationSearch key={scene.id} first={word} onPick={onPick} />}
      {tab === 1 && <StockSearch key={scene.id} videoId={videoId} first={word} onPick={onPick} />}
      {tab === 2 && <Uploads onPick={onPick} />}
      {tab === 3 && <Colours onPick={onPick} />}
    </Box>
  );
}
