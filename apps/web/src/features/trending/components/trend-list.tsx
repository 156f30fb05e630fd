import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type TrendItem } from '@reelsmith/contracts/insights';
import { compactNumber } from '../../../lib/format';
import { useSaved } from '../api/get-saved';
import { type Trends } from '../api/get-trends';
import { useRemoveSaved } from '../api/remove-saved';
import { useSaveTrend } from '../api/save-trend';
import { card, Kind, cap } from './trending-shared';

// A list of trends (viral content, hashtags, topics, audio) with growth and a bookmark per row.

const LIST_NAMES: Record<Kind, string> = {
  viral: 'Viral content',
  hashtag: 'Hashtags',
  topic: 'Topics',
  audio: 'Audio',
};

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
export function listTab(tab: number, d: Trends, platform: string, anon: string) {
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

export function TrendList({
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
