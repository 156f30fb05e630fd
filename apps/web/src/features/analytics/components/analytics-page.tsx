import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Menu from '@mui/material/Menu';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ANALYTICS_PERIODS,
  ANALYTICS_PLATFORMS,
  type AnalyticsInsights,
  type AnalyticsOverview,
  type AnalyticsPeriod,
  type AnalyticsPlatform,
} from '@reelsmith/contracts/insights';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { ChartCard } from '../../../components/ui/chart-card';
import { compactNumber, signedPercent, timeAgo } from '../../../lib/format';
import { useDownloadReport } from '../api/download-report';
import { useInsights } from '../api/get-insights';
import { useOverview } from '../api/get-overview';
import { useScheduled } from '../api/get-scheduled';
import { useTopPosts } from '../api/get-top-posts';
import { ContentTypeCard, IdeasCard, MilestoneCard, PostingWindowsCard, ThisWeekCard } from './side-cards';
import { BackButton } from '../../../components/ui/back-button';
import { OptionSelect } from '../../../components/ui/option-select';
import { ScopeSelect, type Scope } from '../../../components/ui/scope-select';
import { panelListSx, panelRowSx, panelSx } from '../../../components/ui/panel';
import { columnSx, MainAndSide } from '../../../components/layout/main-and-side';

const NAMES: Record<string, string> = {
  all: 'All',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
};

/** Every day of the period, zero where nothing was gained. */
function fillDays(o: AnalyticsOverview) {
  const days: string[] = [];
  const end = new Date(o.to);
  const n = ANALYTICS_PERIODS.find((p) => p.id === o.period)!.days;
  for (let i = n - 1; i >= 0; i--)
    days.push(new Date(end.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  const by = new Map(o.series.map((s) => [s.day, s]));
  return {
    days,
    views: days.map((d) => by.get(d)?.views ?? 0),
    engagement: days.map((d) => by.get(d)?.engagement ?? 0),
  };
}

function PlatformCards({ data }: { data: AnalyticsOverview | undefined }) {
  return (
    <Box
      component="section"
      aria-label="Performance by platform"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      {(data?.platforms ?? [null, null, null]).map((p, i) =>
        !p ? (
          <Skeleton key={i} variant="rounded" height={132} sx={{ borderRadius: '18px' }} />
        ) : (
          <Box key={p.platform} sx={panelSx} data-testid={`analytics-platform-${p.platform}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography component="h2" sx={{ fontWeight: 800 }}>
                {NAMES[p.platform]}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  color:
                    p.change === null ? 'text.secondary' : p.change >= 0 ? 'success.light' : 'error.light',
                }}
                aria-label={`Change against the previous period: ${signedPercent(p.change)}`}
              >
                {signedPercent(p.change)}
              </Typography>
            </Box>
            <Typography sx={{ fontSize: 28, fontWeight: 800, mt: 0.5 }}>{compactNumber(p.views)}</Typography>
            <Typography variant="body2" color="text.secondary">
              views · {compactNumber(p.posts)} posts
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {compactNumber(p.engagement)} engagement ·{' '}
              {p.rate === null ? 'no views yet' : `${p.rate}% rate`}
            </Typography>
          </Box>
        ),
      )}
    </Box>
  );
}

function TopPostsTab({
  period,
  platform,
  scope,
}: {
  period: AnalyticsPeriod;
  platform: AnalyticsPlatform;
  scope: Scope;
}) {
  const posts = useTopPosts({ period, platform, scope });
  if (!posts.data) return <Skeleton height={120} />;
  if (!posts.data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No posts published{platform === 'all' ? '' : ` on ${NAMES[platform]}`} in this period.{' '}
        <RouterLink to="/social">Post a video</RouterLink> to see how it does.
      </Typography>
    );
  return (
    <Box component="ol" sx={panelListSx} aria-label="Top posts">
      {posts.data.map((p, i) => (
        <Box component="li" key={`${p.id}-${p.platform}`} sx={{ ...panelRowSx, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 800, color: 'text.secondary' }}>#{i + 1}</Typography>
            <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap title={p.title}>
              {p.url ? (
                <a href={p.url} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
                  {p.title}
                </a>
              ) : (
                p.title
              )}
            </Typography>
            <Chip size="small" label={NAMES[p.platform]} />
            <Chip size="small" variant="outlined" label={p.type} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {compactNumber(p.views)} views · {compactNumber(p.likes)} likes · {compactNumber(p.comments)}{' '}
            comments · {compactNumber(p.shares)} shares · {p.engagementRate ?? 0}% engagement ·{' '}
            {timeAgo(p.publishedAt)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ScheduledTab({ platform, scope }: { platform: AnalyticsPlatform; scope: Scope }) {
  const items = useScheduled(platform, scope);
  if (!items.data) return <Skeleton height={120} />;
  if (!items.data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        Nothing scheduled. <RouterLink to="/social">Schedule a post</RouterLink>.
      </Typography>
    );
  return (
    <Box component="ul" sx={panelListSx} aria-label="Scheduled posts">
      {items.data.map((s) => (
        <Box
          component="li"
          key={`${s.id}-${s.platform}`}
          sx={{ ...panelRowSx, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 160 }}>{s.title}</Typography>
          <Chip size="small" label={s.status} color={s.status === 'scheduled' ? 'primary' : 'default'} />
          <Chip size="small" label={NAMES[s.platform]} />
          <Chip size="small" variant="outlined" label={s.type} />
          <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {s.scheduledFor
              ? new Date(s.scheduledFor).toLocaleString('en', {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                })
              : 'As soon as possible'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The Insights tab: what the figures say, each with how it was worked out. */
function InsightsTab({
  overview,
  insights,
}: {
  overview: AnalyticsOverview | undefined;
  insights: AnalyticsInsights | undefined;
}) {
  if (!overview || !insights) return <Skeleton height={120} />;
  const list: Array<{
    title: string;
    value: string;
    description: string;
    priority: 'high' | 'medium' | 'low';
  }> = [];
  const best = [...overview.platforms].filter((p) => p.rate !== null).sort((a, b) => b.rate! - a.rate!)[0];
  if (overview.totals.change !== null)
    list.push({
      title: 'Views against the previous period',
      value: signedPercent(overview.totals.change),
      description: `${compactNumber(overview.totals.views)} views gained in this period across your posts, compared with the same length of time before it.`,
      priority: overview.totals.change < 0 ? 'high' : 'medium',
    });
  if (best)
    list.push({
      title: 'Most engaged platform',
      value: `${NAMES[best.platform]} · ${best.rate}%`,
      description:
        'Likes, comments and shares per view in this period. Post your strongest ideas there first.',
      priority: 'medium',
    });
  const window = insights.windows.items[0];
  if (window)
    list.push({
      title: 'Best time to post',
      value: window.label,
      description: `${window.engagementRate}% engagement over ${window.posts} posts published in that window.`,
      priority: 'high',
    });
  const type =
    insights.byType[0] && [...insights.byType].sort((a, b) => b.engagementRate - a.engagementRate)[0];
  if (type)
    list.push({
      title: 'Best performing vibe',
      value: `${type.type} · ${type.engagementRate}%`,
      description: `Across ${type.posts} measured posts made with the ${type.type} vibe.`,
      priority: 'low',
    });
  const made = overview.production;
  list.push({
    title: 'Made in this period',
    value: `${made.videos} videos · ${made.scripts} scripts · ${made.captions} captions`,
    description: made.videos
      ? `${overview.totals.posts} posts published from them and earlier videos.`
      : 'Make a video to have something to post.',
    priority: made.videos ? 'low' : 'high',
  });
  return (
    <Box component="ul" sx={panelListSx} aria-label="Insights">
      {list.map((i) => (
        <Box component="li" key={i.title} sx={panelRowSx}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{i.title}</Typography>
            <Chip
              size="small"
              label={`${i.priority} priority`}
              color={i.priority === 'high' ? 'secondary' : 'default'}
              variant="outlined"
            />
          </Box>
          <Typography sx={{ fontSize: 20, fontWeight: 800, my: 0.25 }}>{i.value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {i.description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function AnalyticsPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const [platform, setPlatform] = useState<AnalyticsPlatform>('all');
  const [scope, setScope] = useState<Scope>('me');
  const [tab, setTab] = useState(0);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const overview = useOverview({ period, platform, scope });
  const insights = useInsights(platform, scope);
  const report = useDownloadReport();
  const o = overview.data;
  const chart = useMemo(() => (o ? fillDays(o) : null), [o]);
  const nothingYet = o && insights.data && insights.data.milestone.totalViews === 0 && o.totals.posts === 0;

  return (
    <AppShell
      title="Analytics"
      subtitle="How your posts perform, worked out from each platform’s own numbers."
      actions={
        <>
          <BackButton />
          <Button
            variant="contained"
            startIcon={<FileDownloadRounded />}
            onClick={(e) => setMenu(e.currentTarget)}
            aria-haspopup="menu"
            disabled={report.isPending}
          >
            {report.isPending ? 'Preparing…' : 'Export Report'}
          </Button>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {(['pdf', 'csv'] as const).map((format) => (
              <MenuItem
                key={format}
                onClick={() => {
                  setMenu(null);
                  report.mutate({ period, platform, scope, format });
                }}
              >
                {format === 'pdf' ? 'PDF report (for clients)' : 'CSV (spreadsheet)'}
              </MenuItem>
            ))}
          </Menu>
        </>
      }
    >
      <MainAndSide sideWidth={340}>
        <Box sx={columnSx(2.5)}>
          {(overview.isError || insights.isError || report.isError) && (
            <Alert severity="error" role="alert">
              {report.error?.message ?? overview.error?.message ?? insights.error?.message}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <OptionSelect
              size="small"
              label="Period"
              value={period}
              options={ANALYTICS_PERIODS}
              onChange={setPeriod}
              sx={{ minWidth: 150 }}
            />
            <ScopeSelect value={scope} onChange={setScope} />
            <Box role="radiogroup" aria-label="Platform" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {ANALYTICS_PLATFORMS.map((p) => (
                <Chip
                  key={p}
                  role="radio"
                  aria-checked={platform === p}
                  label={NAMES[p]}
                  color={platform === p ? 'primary' : 'default'}
                  variant={platform === p ? 'filled' : 'outlined'}
                  onClick={() => setPlatform(p)}
                />
              ))}
            </Box>
          </Box>
          {nothingYet && (
            <Alert severity="info">
              No posts measured yet. Connect an account and post a video on the{' '}
              <RouterLink to="/social">Social</RouterLink> page: views, likes, comments and shares appear here
              as the platforms report them.
            </Alert>
          )}
          <PlatformCards data={o} />
          {chart && (
            <ChartCard
              title="Views and engagement"
              days={chart.days}
              series={[
                { label: 'Views', data: chart.views, color: '#a78bfa', format: compactNumber },
                { label: 'Engagement', data: chart.engagement, color: '#f472b6', format: compactNumber },
              ]}
              empty={<Typography variant="body2">No views or engagement in this period yet.</Typography>}
            />
          )}
          <Box sx={panelSx}>
            <Tabs
              value={tab}
              onChange={(_, v: number) => setTab(v)}
              aria-label="Analytics views"
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ mb: 2 }}
            >
              <Tab label="Top Posts" />
              <Tab label="Insights" />
              <Tab label="Scheduled" />
            </Tabs>
            <div role="tabpanel">
              {tab === 0 && <TopPostsTab period={period} platform={platform} scope={scope} />}
              {tab === 1 && <InsightsTab overview={o} insights={insights.data} />}
              {tab === 2 && <ScheduledTab platform={platform} scope={scope} />}
            </div>
          </Box>
        </Box>
        <Box sx={columnSx(2)}>
          <PostingWindowsCard data={insights.data} />
          <ContentTypeCard data={insights.data} />
          <MilestoneCard data={insights.data} />
          <ThisWeekCard data={insights.data} />
          <IdeasCard />
        </Box>
      </MainAndSide>
    </AppShell>
  );
}
