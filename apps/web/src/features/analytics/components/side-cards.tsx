import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import TodayRounded from '@mui/icons-material/TodayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsInsights } from '@reelsmith/contracts/insights';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { compactNumber, signedPercent } from '../../../lib/format';
import { useIdeas } from '../api/get-ideas';
import { surface } from '../../../components/ui/panel';

export function SideCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        p: 2.25,
        borderRadius: '18px',
        ...surface,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.25, color: 'primary.light' }}>
        {icon}
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 16, color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

const Row = ({ left, right }: { left: ReactNode; right: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
    <Typography variant="body2">{left}</Typography>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {right}
    </Typography>
  </Box>
);

export function PostingWindowsCard({ data }: { data: AnalyticsInsights | undefined }) {
  return (
    <SideCard title="Best Times to Post" icon={<AccessTimeRounded fontSize="small" />}>
      {!data ? (
        <Skeleton height={72} />
      ) : data.windows.items.length ? (
        <>
          {data.windows.items.map((w) => (
            <Row key={w.label} left={w.label} right={`${w.engagementRate}%`} />
          ))}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Engagement rate of your posts by weekday and two-hour window, in each post’s time zone, from{' '}
            {data.windows.measuredPosts} measured posts (windows with at least 3 posts).
          </Typography>
        </>
      ) : data.windows.measuredPosts < data.windows.minimum ? (
        <Typography variant="body2" color="text.secondary">
          We need at least {data.windows.minimum} posts with views to find your best times; you have{' '}
          {data.windows.measuredPosts}. Keep posting and check back.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No weekday and two-hour window has 3 posts yet, so none can be compared fairly. Post at a few
          regular times and check back.
        </Typography>
      )}
    </SideCard>
  );
}

export function ContentTypeCard({ data }: { data: AnalyticsInsights | undefined }) {
  return (
    <SideCard title="Engagement by Content Type" icon={<InsightsRounded fontSize="small" />}>
      {!data ? (
        <Skeleton height={72} />
      ) : data.byType.length ? (
        <>
          {data.byType.map((t) => (
            <Row
              key={t.type}
              left={`${t.type[0]!.toUpperCase()}${t.type.slice(1)} videos (${t.posts})`}
              right={`${t.engagementRate}%`}
            />
          ))}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Likes, comments and shares per view, by the vibe the video was made with.
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No measured posts yet. Engagement by type appears once your posts have views.
        </Typography>
      )}
    </SideCard>
  );
}

export function MilestoneCard({ data }: { data: AnalyticsInsights | undefined }) {
  const m = data?.milestone;
  return (
    <SideCard title="Milestone" icon={<EmojiEventsRounded fontSize="small" />}>
      {!m ? (
        <Skeleton height={60} />
      ) : (
        <>
          <Typography sx={{ fontSize: 26, fontWeight: 800 }}>
            {m.reached
              ? `${compactNumber(m.reached)} total views`
              : `${compactNumber(m.totalViews)} total views`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {m.reached ? `You passed ${compactNumber(m.reached)}! ` : ''}
            {compactNumber(m.totalViews)} of {compactNumber(m.next)} to the next milestone.
          </Typography>
          <LinearProgress
            variant="determinate"
            value={m.progress}
            aria-label={`Progress to ${compactNumber(m.next)} views`}
          />
        </>
      )}
    </SideCard>
  );
}

export function ThisWeekCard({ data }: { data: AnalyticsInsights | undefined }) {
  const w = data?.thisWeek;
  return (
    <SideCard title="This Week" icon={<TodayRounded fontSize="small" />}>
      {!w ? (
        <Skeleton height={100} />
      ) : (
        <>
          <Row left="Posts published" right={w.posts} />
          <Row left="Views" right={`${compactNumber(w.views)} (${signedPercent(w.viewsChange)})`} />
          <Row left="Engagement" right={compactNumber(w.engagement)} />
          <Row left="Videos made" right={w.videos} />
          <Row left="Scripts written" right={w.scripts} />
          <Row left="Captions created" right={w.captions} />
        </>
      )}
    </SideCard>
  );
}

export function IdeasCard() {
  const [page, setPage] = useState(0);
  const ideas = useIdeas(page);
  const d = ideas.data;
  return (
    <SideCard title="Content Ideas" icon={<AutoAwesomeRounded fontSize="small" />}>
      {!d ? (
        <Skeleton height={90} />
      ) : !d.seed ? (
        <Typography variant="body2" color="text.secondary">
          Make or post a video and ideas based on your best work appear here.
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            Based on “{d.seed}”
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.75 }}
            aria-busy={ideas.isFetching}
          >
            {d.ideas.map((i) => (
              <li key={i.idea}>
                <Typography
                  variant="body2"
                  component={RouterLink}
                  to={`/create?topic=${encodeURIComponent(i.idea)}`}
                  sx={{ color: 'text.primary' }}
                >
                  {i.idea}
                </Typography>
              </li>
            ))}
          </Box>
          <Button
            size="small"
            sx={{ mt: 1.25 }}
            onClick={() => setPage((p) => (p + 1) % 10)}
            disabled={ideas.isFetching}
          >
            {ideas.isFetching ? 'Getting ideas…' : 'Get More Ideas'}
          </Button>
        </>
      )}
    </SideCard>
  );
}
