import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '../api/get-content';
import { ContentCard } from './content-card';
import type { CardAction } from './content-card-menu';

export const GRID = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
  xl: 'repeat(5, minmax(0, 1fr))',
};

type Entry = { one: ContentItem } | { pair: [ContentItem, ContentItem] };

/**
 * The list as cards: the two videos of an A/B hook test (issue 41), when both are listed, become one
 * entry where the first of them stood, Hook A first. A video whose twin is not listed stays a card.
 */
export function pairEntries(items: ContentItem[]): Entry[] {
  const groups = new Map<string, ContentItem[]>();
  for (const it of items)
    if (it.ab_test) groups.set(it.ab_test.group, [...(groups.get(it.ab_test.group) ?? []), it]);
  const out: Entry[] = [];
  const placed = new Set<string>();
  for (const it of items) {
    const group = it.ab_test && groups.get(it.ab_test.group);
    if (!group || group.length !== 2) {
      out.push({ one: it });
      continue;
    }
    if (placed.has(it.ab_test!.group)) continue;
    placed.add(it.ab_test!.group);
    const [a, b] = [...group].sort((x, y) => x.ab_test!.hook.localeCompare(y.ab_test!.hook));
    out.push({ pair: [a!, b!] });
  }
  return out;
}

type OnAction = (a: CardAction, item: ContentItem) => void;

/** An A/B hook test as one tile two cards wide: the two videos side by side under one heading. */
function AbPair({ pair, onAction }: { pair: [ContentItem, ContentItem]; onAction: OnAction }) {
  return (
    <Box
      role="group"
      aria-label={`Hook test: ${pair[0].title}`}
      sx={{
        gridColumn: 'span 2',
        display: 'grid',
        gap: 1,
        p: { xs: 0.75, sm: 1 },
        borderRadius: '22px',
        border: '1px solid rgba(167,139,250,0.35)',
        background: 'rgba(139,92,246,0.06)',
      }}
    >
      <Typography
        variant="caption"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, px: 0.5 }}
      >
        <CompareArrowsRounded sx={{ fontSize: 16 }} /> Hook test: two first lines, everything else the same
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1, sm: 1.5 } }}
      >
        {pair.map((item) => (
          <ContentCard key={item.id} item={item} onAction={onAction} />
        ))}
      </Box>
    </Box>
  );
}

/** My Content's grid of cards. */
export function ContentGrid({ items, onAction }: { items: ContentItem[]; onAction: OnAction }) {
  return (
    <Box
      component="section"
      aria-label="Your content"
      sx={{ display: 'grid', gridTemplateColumns: GRID, gap: { xs: 1.5, sm: 2 } }}
    >
      {pairEntries(items).map((e) =>
        'pair' in e ? (
          <AbPair key={`pair:${e.pair[0].ab_test!.group}`} pair={e.pair} onAction={onAction} />
        ) : (
          <ContentCard key={`${e.one.type}:${e.one.id}`} item={e.one} onAction={onAction} />
        ),
      )}
    </Box>
  );
}
