import BoltRounded from '@mui/icons-material/BoltRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Trends } from '../api/get-trends';
import { columnSx } from '../../../components/layout/main-and-side';
import { card } from './trending-shared';

// The trending screen's side column.

export function Sidebar({ data }: { data: Trends | undefined }) {
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
        <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
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
          <Typography component="h2" sx={{ fontWeight: 800 }}>
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
