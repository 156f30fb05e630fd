import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getToken } from '../../../lib/auth-token';
import { pageWidth } from './section';
import { bareList } from '../../../lib/theme';

/** The closing call to action of a marketing page. */
export function CtaBand({
  title,
  lead,
  points,
}: {
  title: ReactNode;
  lead: ReactNode;
  points: { icon: ReactNode; text: string }[];
}) {
  const signedIn = Boolean(getToken());
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={pageWidth}>
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: { xs: '28px', md: '36px' },
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            background:
              'radial-gradient(120% 140% at 50% 0%, #7c3aed 0%, #5b21b6 35%, #9d174d 80%, #1a1028 100%)',
            boxShadow: '0 40px 120px -40px rgba(139,92,246,0.7)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              backgroundImage: 'radial-gradient(rgba(255,255,255,0.14) 1px, transparent 1px)',
              backgroundSize: '22px 22px',
              maskImage: 'linear-gradient(180deg,#000,transparent 80%)',
              WebkitMaskImage: 'linear-gradient(180deg,#000,transparent 80%)',
            }}
          />
          <Box sx={{ position: 'relative' }}>
            <Typography
              id="cta-title"
              variant="h2"
              sx={{
                fontSize: { xs: 34, md: 56 },
                lineHeight: 1.05,
                color: '#fff',
                maxWidth: 820,
                mx: 'auto',
              }}
            >
              {title}
            </Typography>
            <Typography
              sx={{
                mt: 2,
                fontSize: { xs: 17, md: 20 },
                color: 'rgba(255,255,255,0.9)',
                maxWidth: 620,
                mx: 'auto',
              }}
            >
              {lead}
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={signedIn ? '/dashboard' : '/signup'}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRounded />}
                sx={{
                  bgcolor: '#fff',
                  color: '#2e1065',
                  px: 4,
                  py: 1.5,
                  fontSize: 17,
                  fontWeight: 700,
                  '&:hover': { bgcolor: '#f5f3ff' },
                }}
              >
                {signedIn ? 'Go to Dashboard' : 'Start Free'}
              </Button>
              <Button
                component={RouterLink}
                to="/pricing"
                size="large"
                sx={{
                  color: '#fff',
                  px: 3,
                  py: 1.5,
                  fontSize: 17,
                  border: '1px solid rgba(255,255,255,0.4)',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
                }}
              >
                See pricing
              </Button>
            </Box>
            <Box
              component="ul"
              sx={{
                ...bareList,
                mt: 4,
                display: 'flex',
                flexWrap: 'wrap',
                gap: { xs: 1.5, md: 3 },
                justifyContent: 'center',
                color: '#fff',
                fontWeight: 600,
              }}
            >
              {points.map((p) => (
                <Box
                  component="li"
                  key={p.text}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { fontSize: 20 } }}
                >
                  {p.icon}
                  {p.text}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
