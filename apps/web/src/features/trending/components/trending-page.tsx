import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TREND_CATEGORIES, TREND_PLATFORMS } from '@reelsmith/contracts/insights';
import { useEffect, useState } from 'react';
import { AppShell } from '../../../components/layout/app-shell';
import { useTrends } from '../api/get-trends';
import { BackButton } from '../../../components/ui/back-button';
import { OptionSelect } from '../../../components/ui/option-select';
import { columnSx, MainAndSide } from '../../../components/layout/main-and-side';
import { card, cap } from './trending-shared';
import { listTab, TrendList } from './trend-list';
import { IdeasTab, SavedDialog } from './trending-ideas';
import { Sidebar } from './trending-sidebar';

const TABS = ['Viral Content', 'Hashtags', 'Topics', 'Audio', 'Content Ideas'] as const;
const PLATFORM_NAMES: Record<string, string> = { all: 'All platforms', tiktok: 'TikTok', youtube: 'YouTube' };
const PLATFORM_OPTIONS = TREND_PLATFORMS.map((id) => ({ id, label: PLATFORM_NAMES[id] ?? cap(id) }));
const CATEGORY_OPTIONS = TREND_CATEGORIES.map((id) => ({
  id,
  label: id === 'all' ? 'All categories' : cap(id),
}));

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
