import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { overline } from '../../../lib/theme';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const LAST_UPDATED = 'November 21, 2026';

/** A legal document: back button, title, contents, sections and the legal footer the spec describes. */
export function LegalLayout({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PublicLayout>
      <Box sx={{ position: 'relative' }}>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '0 0 auto 0',
            height: 360,
            background: 'radial-gradient(60% 100% at 30% 0%, rgba(139,92,246,0.22), transparent 70%)',
          }}
        />
        <Box
          sx={{
            position: 'relative',
            maxWidth: 1120,
            mx: 'auto',
            px: { xs: 2.5, sm: 3 },
            pt: { xs: 4, md: 6 },
            pb: { xs: 6, md: 10 },
          }}
        >
          <Button
            component={RouterLink}
            to="/dashboard"
            startIcon={<ArrowBackRounded />}
            sx={{ color: 'text.secondary', px: 1, mb: 3 }}
          >
            Back to Dashboard
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: 38, md: 56 }, lineHeight: 1.05 }}>
            <GradientText>{title}</GradientText>
          </Typography>
          <Typography sx={{ mt: 1.5, color: '#a5a1bb' }}>Last updated {LAST_UPDATED}</Typography>
          <Box
            sx={{
              mt: { xs: 4, md: 6 },
              display: 'grid',
              gap: { xs: 4, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
              alignItems: 'start',
            }}
          >
            <Box
              component="nav"
              aria-label="On this page"
              sx={{
                position: { md: 'sticky' },
                top: { md: 88 },
                p: 2.5,
                borderRadius: '16px',
                border: '1px solid rgba(255,255,255,0.08)',
                bgcolor: 'rgba(255,255,255,0.02)',
              }}
            >
              <Typography
                component="h2"
                sx={{
                  ...overline,
                  mb: 1.5,
                }}
              >
                On this page
              </Typography>
              <Box
                component="ol"
                sx={{
                  m: 0,
                  pl: 2.5,
                  display: 'grid',
                  gap: 1,
                  fontSize: 15,
                  '& a': {
                    color: 'text.secondary',
                    textDecoration: 'none',
                    '&:hover': { color: 'text.primary' },
                  },
                }}
              >
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </Box>
            </Box>
            <Box
              component="article"
              sx={{
                maxWidth: 760,
                fontSize: 17,
                lineHeight: 1.75,
                color: '#dcd8ea',
                '& p': { mt: 0, mb: 2 },
                '& ul': { mt: 0, mb: 2, pl: 3 },
                '& li': { mb: 0.75 },
                '& strong': { color: '#fff' },
                '& a': { color: '#c4b5fd' },
              }}
            >
              <Box sx={{ fontSize: 19, color: 'text.primary', mb: 4 }}>{intro}</Box>
              {sections.map((s, i) => (
                <Box
                  component="section"
                  key={s.id}
                  id={s.id}
                  aria-labelledby={`${s.id}-h`}
                  sx={{ pt: 1, mb: 5, scrollMarginTop: '88px' }}
                >
                  <Typography
                    id={`${s.id}-h`}
                    variant="h2"
                    sx={{ fontSize: { xs: 24, md: 28 }, mb: 2, color: '#fff' }}
                  >
                    {i + 1}. {s.title}
                  </Typography>
                  {s.body}
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            component="nav"
            aria-label="Legal"
            sx={{
              mt: 4,
              pt: 3,
              borderTop: '1px solid rgba(255,255,255,0.08)',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 3,
              '& a': { color: 'text.secondary', fontWeight: 600, '&:hover': { color: 'text.primary' } },
            }}
          >
            <RouterLink to="/terms">Terms of Service</RouterLink>
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
            <RouterLink to="/support">Support</RouterLink>
          </Box>
        </Box>
      </Box>
    </PublicLayout>
  );
}
