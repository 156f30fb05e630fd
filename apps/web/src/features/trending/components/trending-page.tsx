import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TREND_CATEGORIES, TREND_PLATFORMS, type TrendItem } from '@reelsmith/contracts/insights';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { compactNumber } from '../../../lib/format';
import { useSaved } from '../api/get-saved';
import { useTrendIdeas } from '../api/get-trend-ideas';
import { useTrends, type TrendFilter, type Trends } from '../api/get-trends';
import { useRemoveSaved } from '../api/remove-saved';
import { useSaveTrend } from '../api/save-trend';
import { BackButton } from '../../../components/ui/back-button';
import { OptionSelect } from '../../../components/ui/option-select';
import { panelSx } from '../../../components/ui/panel';
import { columnSx, MainAndSide } from '../../../components/layout/main-and-side';

const card = { ...panelSx, p: { xs: 1.75, sm: 2 } } as const;
const TABS = ['Viral Content', 'Hashtags', 'Topics', 'Audio', 'Content Ideas'] as const;
type Kind = 'viral' | 'hashtag' | 'topic' | 'audio';
const LIST_NAMES: Record<Kind, string> = {
  viral: 'Viral content',
  hashtag: 'Hashtags',
  topic: 'Topics',
  audio: 'Audio',
};
const cap = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
const PLATFORM_NAMES: Record<string, string> = { all: 'All platforms', tiktok: 'TikTok', youtube: 'YouTube' };
const PLATFORM_OPTIONS = TREND_PLATFORMS.map((id) => ({ id, label: PLATFORM_NAMES[id] ?? cap(id) }));
const CATEGORY_OPTIONS = TREND_CATEGORIES.map((id) => ({
  id,
  label: id === 'all' ? 'All categories' : cap(id),
}));

function Growth({ item }: { item: TrendItem }) {
  if (item.growth === null) return <Chip size="small" color="secondary" label="New this week" />;
  return (
    <Chip
      size="small"
      color={item.growth > 0 ? 'success' : 'default'}
      variant="outlined"
      label={`${item.growth > 0 ? '+' : ''}${item.growth}% vs last week`}
    />
  );
}

function BookmarkButton({ kind, item, saved }: { kind: Kind; item: TrendItem; saved: boolean }) {
  const save = useSaveTrend();
  const remove = useRemoveSaved();
  const list = useSaved();
  const busy = save.isPending || remove.isPending;
  return (
    <IconButton
      aria-label={saved ? `Remove ${item.title} from saved trends` : `Save ${item.title}`}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => {
        if (saved) {
          const row = list.data?.find((s) => s.kind === kind && s.key === item.key);
          if (row) remove.mutate(row.id);
        } else
          save.mutate({
            kind,
            key: item.key,
            title: item.title,
            data: {
              url: item.url,
              platform: item.platform,
              views: item.views,
              channel: item.channel,
              thumbnail: item.thumbnail,
            },
          });
      }}
    >
      {saved ? <BookmarkRounded color="primary" /> : <BookmarkBorderRounded />}
    </IconButton>
  );
}

/** The Hashtags, Topics and Audio tabs: the list each shows, and what it says when that is empty. */
function listTab(tab: number, d: Trends, platform: string, anon: string) {
  if (tab === 1 || tab === 2) {
    const [kind, items] = tab === 1 ? (['hashtag', d.hashtags] as const) : (['topic', d.topics] as const);
    return { kind, items, empty: `No ${kind} is trending with these filters this week. ${anon}` };
  }
  const empty =
    platform === 'all'
      ? `No soundtrack is trending this week. ${anon}`
      : 'Soundtracks are counted across all platforms: choose All platforms.';
  return { kind: 'audio', items: d.audio, empty } as const;
}

function TrendList({
  kind,
  items,
  data,
  empty,
}: {
  kind: Kind;
  items: TrendItem[];
  data: Trends;
  empty: string;
}) {
  if (!items.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={LIST_NAMES[kind]}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}
    >
      {items.map((item, i) => (
        <Box component="li" key={item.key} sx={{ ...card, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {kind === 'viral' && item.thumbnail ? (
            <Box
              component="img"
              src={item.thumbnail}
              alt=""
              sx={{
                width: { xs: 88, sm: 128 },
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: '10px',
                flexShrink: 0,
              }}
            />
          ) : (
            <Typography sx={{ fontWeight: 800, color: 'text.secondary', width: 28, textAlign: 'center' }}>
              {i + 1}
            </Typography>
          )}
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap title={item.title}>
              {item.url ? (
                <a href={item.url} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kind === 'viral'
                ? `${item.channel} · ${compactNumber(item.views ?? 0)} views · ${compactNumber(item.uses)} views an hour · ${compactNumber(item.likes ?? 0)} likes`
                : `${item.users} creators · ${compactNumber(item.uses)} uses this week (${compactNumber(item.previousUses)} the week before)`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
              {kind !== 'viral' && <Growth item={item} />}
              {item.category !== 'general' && (
                <Chip size="small" variant="outlined" label={cap(item.category)} />
              )}
              {kind === 'viral' && <Chip size="small" variant="outlined" label="YouTube" />}
            </Box>
          </Box>
          <BookmarkButton kind={kind} item={item} saved={data.saved.includes(`${kind}:${item.key}`)} />
        </Box>
      ))}
    </Box>
  );
}

function IdeasTab({ filter }: { filter: TrendFilter }) {
  const ideas = useTrendIdeas(filter, true);
  const navigate = useNavigate();
  if (ideas.isError) return <Alert severity="error">{ideas.error.message}</Alert>;
  if (!ideas.data) return <Skeleton height={160} aria-label="Loading ideas" />;
  if (!ideas.data.seed)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No rising trend to build on yet, and nothing of yours to start from.{' '}
        <RouterLink to="/create">Make a video</RouterLink> and ideas appear here.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Typography variant="body2" color="text.secondary">
        Ideas built on “{ideas.data.seed}”
        {ideas.data.basis === 'trend' ? ', a rising trend' : ', your best post'}. Estimated views are the
        median of your posts in the last 3 months; best time is your best posting window.
      </Typography>
      {ideas.data.ideas.map((idea) => (
        <Box key={idea.idea} sx={{ ...card, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{idea.idea}</Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={`${idea.confidence}% confidence`} />
            <Chip
              size="small"
              variant="outlined"
              label={`Best time: ${idea.bestTime ?? 'not enough posts yet'}`}
            />
            <Chip
              size="small"
              variant="outlined"
              label={`Est. views: ${idea.estimatedViews === null ? '—' : compactNumber(idea.estimatedViews)}`}
            />
            <Chip size="small" variant="outlined" label={idea.difficulty} />
          </Box>
          <Box>
            <Button
              variant="contained"
              size="small"
              onClick={() => navigate(`/create?topic=${encodeURIComponent(idea.idea)}`)}
            >
              Schedule
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const saved = useSaved();
  const remove = useRemoveSaved();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Saved Trends</DialogTitle>
      <DialogContent dividers>
        {!saved.data ? (
          <Skeleton height={80} />
        ) : !saved.data.length ? (
          <Typography color="text.secondary">
            Nothing saved yet. Use the bookmark on any trend to keep it here.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {saved.data.map((s) => (
              <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Chip size="small" label={cap(s.kind)} />
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {typeof s.data.url === 'string' ? (
                    <a href={s.data.url} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
                      {s.title}
                    </a>
                  ) : (
                    s.title
                  )}
                </Typography>
                <IconButton
                  aria-label={`Remove ${s.title}`}
                  onClick={() => remove.mutate(s.id)}
                  disabled={remove.isPending}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Sidebar({ data }: { data: Trends | undefined }) {
  const counters = [
    ['Hot Topics', data?.counters.hotTopics],
    ['Rising Hashtags', data?.counters.risingHashtags],
    ['Viral Sounds', data?.counters.viralSounds],
  ] as const;
  return (
    <Box sx={columnSx(2)}>
      <Box
        component="section"
        aria-label="Counters"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.25 }}
      >
        {counters.map(([label, n]) => (
          <Box
            key={label}
            sx={{ ...card, p: 1.5, textAlign: 'center' }}
            data-testid={`trend-counter-${label}`}
          >
            <Typography sx={{ fontSize: 24, fontWeight: 800 }}>
              {n ?? <Skeleton width={24} sx={{ mx: 'auto' }} />}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="section" aria-label="In Your Niche" sx={card}>
        <Typography component="h3" sx={{ fontWeight: 800, mb: 1 }}>
          In Your Niche
        </Typography>
        {!data ? (
          <Skeleton height={60} />
        ) : data.niche.length ? (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
            {data.niche.map((n) => (
              <Box
                component="li"
                key={n.title}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography variant="body2">{n.title}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {n.growth === null ? 'New' : `${n.growth > 0 ? '+' : ''}${n.growth}%`}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            None of the hashtags and words you used lately is trending right now.
          </Typography>
        )}
      </Box>
      <Box
        component="section"
        aria-label="Breaking Trend"
        sx={{ ...card, background: 'linear-gradient(135deg, rgba(139,92,246,0.22), rgba(236,72,153,0.14))' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <BoltRounded color="warning" />
          <Typography component="h3" sx={{ fontWeight: 800 }}>
            Breaking Trend
          </Typography>
        </Box>
        {!data ? (
          <Skeleton height={40} />
        ) : data.breaking ? (
          <>
            <Typography sx={{ fontSize: 20, fontWeight: 800 }}>{data.breaking.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {data.breaking.growth === null ? 'New this week' : `+${data.breaking.growth}% vs last week`} ·{' '}
              {data.breaking.users} creators
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Nothing is rising across at least {data.minimumUsers} creators this week.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default function TrendingPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [platform, setPlatform] = useState<string>('all');
  const [category, setCategory] = useState<string>('all');
  const [tab, setTab] = useState(0);
  const [savedOpen, setSavedOpen] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setQ(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const filter = { platform, category, q };
  const trends = useTrends(filter);
  const d = trends.data;
  const anon = d
    ? `Trends across Reelsmith show once at least ${d.minimumUsers} creators use the same one, so no one can be singled out.`
    : '';

  return (
    <AppShell
      title="Trending"
      subtitle="What is rising this week, measured against the week before."
      actions={
        <>
          <BackButton />
          <Button variant="contained" startIcon={<BookmarksRounded />} onClick={() => setSavedOpen(true)}>
            Saved Trends
          </Button>
        </>
      }
    >
      <MainAndSide sideWidth={320}>
        <Box sx={columnSx(2)}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr) 170px 170px' },
            }}
          >
            <TextField
              label="Search trends"
              value={search}
              onChange={(e) => setSearch(e.target.value.slice(0, 100))}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <OptionSelect
              label="Platform"
              value={platform}
              options={PLATFORM_OPTIONS}
              onChange={setPlatform}
            />
            <OptionSelect
              label="Category"
              value={category}
              options={CATEGORY_OPTIONS}
              onChange={setCategory}
            />
          </Box>
          {trends.isError && <Alert severity="error">{trends.error.message}</Alert>}
          {d?.viralError && <Alert severity="warning">{d.viralError}</Alert>}
          <Box sx={card}>
            <Tabs
              value={tab}
              onChange={(_, v: number) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Trend types"
              sx={{ mb: 2 }}
            >
              {TABS.map((t) => (
                <Tab key={t} label={t} />
              ))}
            </Tabs>
            <div role="tabpanel" aria-busy={trends.isFetching}>
              {!d ? (
                <Skeleton height={160} />
              ) : tab === 0 ? (
                d.source === 'builtin' ? (
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    Trending YouTube videos aren’t available on this server yet. The Hashtags, Topics and
                    Audio tabs show what Reelsmith creators are making.
                  </Typography>
                ) : (
                  <TrendList kind="viral" items={d.viral} data={d} empty="No videos match these filters." />
                )
              ) : tab === 4 ? (
                <IdeasTab filter={filter} />
              ) : (
                <TrendList data={d} {...listTab(tab, d, platform, anon)} />
              )}
            </div>
          </Box>
        </Box>
        <Sidebar data={d} />
      </MainAndSide>
      <SavedDialog open={savedOpen} onClose={() => setSavedOpen(false)} />
    </AppShell>
  );
}
