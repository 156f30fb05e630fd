import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandGradient } from '../../../lib/theme';
import { glassCard, Section, headline } from './section';

// The landing's old way / our way comparison.

const OLD_WAY = [
  '4 to 6 hours of editing per video',
  'Learn complex editing software',
  'Hunt for music, footage and fonts',
  'Type captions word by word',
  '$50 to $500 per video for an editor',
];
const OUR_WAY = [
  'About 30 seconds per video',
  'Type one sentence, pick a vibe',
  'Visuals and music chosen for you',
  'Word-synced captions, automatically',
  'First video free, then $15 a month',
];

export function Comparison() {
  return (
    <Section
      id="compare"
      eyebrow="Old way vs our way"
      title={headline('Stop editing.', 'Start posting.')}
      lead="Short-form rewards whoever posts most consistently. Editing is what stops you."
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ ...glassCard, p: { xs: 3, md: 4 } }}>
          <Typography variant="h3" sx={{ fontSize: 22, mb: 0.5, color: '#d4d0e6' }}>
            The old way
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Hours per clip, every clip.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
            {OLD_WAY.map((t) => (
              <Box
                component="li"
                key={t}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: '#c4c0d6' }}
              >
                <Box
                  sx={{
                    width: 28,
                    height: 28,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(248,113,113,0.12)',
                  }}
                >
                  <CloseRounded sx={{ fontSize: 18, color: '#fca5a5' }} />
                </Box>
                {t}
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: '1px',
            borderRadius: '20px',
            background: brandGradient,
            boxShadow: '0 30px 80px -40px rgba(236,72,153,0.7)',
          }}
        >
          <Box
            sx={{
              height: '100%',
              borderRadius: '19px',
              p: { xs: 3, md: 4 },
              background: 'linear-gradient(180deg,#1d1530,#15131f)',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: 22, mb: 0.5 }}>
              The Reelsmith way
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              480x faster. 95% less cost.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
              {OUR_WAY.map((t) => (
                <Box
                  component="li"
                  key={t}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 500 }}
                >
                  <Box
                    sx={{
                      width: 28,
                      height: 28,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      background: brandGradient,
                    }}
                  >
                    <CheckRounded sx={{ fontSize: 18, color: '#fff' }} />
                  </Box>
                  {t}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
