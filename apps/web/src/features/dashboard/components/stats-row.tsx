import BoltRounded from '@mui/icons-material/BoltRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import SubtitlesRounded from '@mui/icons-material/SubtitlesRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { compactNumber } from '../../../lib/format';
import { useStats } from '../../../lib/dashboard-stats';
import { surface } from '../../../components/ui/panel';

const STATS = [
  { key: 'videos_created', label: 'Videos created', Icon: MovieRounded, tint: '#a78bfa' },
  { key: 'scripts_generated', label: 'Scripts generated', Icon: DescriptionRounded, tint: '#7dd3fc' },
  { key: 'captions_created', label: 'Captions created', Icon: SubtitlesRounded, tint: '#f9a8d4' },
  { key: 'credits_available', label: 'Videos left this month', Icon: BoltRounded, tint: '#fbbf24' },
] as const;

export function StatsRow() {
  const stats = useStats();
  return (
    <Box
      component="section"
      aria-label="Your numbers"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {STATS.map(({ key, label, Icon, tint }) => (
        <Box
          key={key}
          data-testid={`stat-${key}`}
          sx={{
            p: { xs: 1.75, sm: 2.5 },
            borderRadius: '18px',
            ...surface,
            position: 'relative',
            overflow: 'hidden',
            '&::after': {
              content: '""',
              position: 'absolute',
              right: -30,
              top: -30,
              width: 110,
              height: 110,
              borderRadius: '50%',
              background: `radial-gradient(circle, ${tint}33, transparent 70%)`,
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <Box
              sx={{
                width: 30,
                height: 30,
                borderRadius: '10px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: `${tint}22`,
              }}
            >
              <Icon sx={{ fontSize: 18, color: tint }} />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, fontSize: { xs: 12.5, sm: 14 } }}>
              {label}
            </Typography>
          </Box>
          <Typography
            sx={{
              mt: 1.25,
              fontWeight: 800,
              fontSize: { xs: 26, sm: 32 },
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.1,
            }}
          >
            {stats.data ? (
              stats.data[key] === null ? (
                'Unlimited'
              ) : (
                compactNumber(stats.data[key])
              )
            ) : (
              <Skeleton width={48} />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
