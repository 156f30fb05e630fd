import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GradientText } from '../../../components/layout/gradient-text';

export const pageWidth = { maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 3 } } as const;

/** The display face at its heaviest: prices, figures and big numerals. */
export const displayFigure = {
  fontFamily: '"Plus Jakarta Sans Variable", sans-serif',
  fontWeight: 800,
} as const;

export const glassCard = {
  borderRadius: '20px',
  border: '1px solid rgba(255,255,255,0.08)',
  background: 'linear-gradient(180deg, rgba(255,255,255,0.05), rgba(255,255,255,0.02))',
} as const;

/** A heading whose last words are filled with the gradient: `headline('One click,', 'six jobs done.')`. */
export function headline(plain: string, highlighted: string) {
  return (
    <>
      {`${plain} `}
      <GradientText>{highlighted}</GradientText>
    </>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Box
      component="p"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        m: 0,
        mb: 2,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontSize: 13,
        fontWeight: 600,
        letterSpacing: '0.02em',
        color: '#ddd6fe',
        bgcolor: 'rgba(139,92,246,0.14)',
        border: '1px solid rgba(167,139,250,0.28)',
      }}
    >
      {children}
    </Box>
  );
}

/** One band of a marketing page: optional eyebrow, heading, lead, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  center = true,
  sx,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  center?: boolean;
  sx?: object;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 7, md: 10 }, position: 'relative', ...sx }}
    >
      <Box sx={pageWidth}>
        <Box
          sx={{
            textAlign: center ? 'center' : 'left',
            maxWidth: center ? 760 : 'none',
            mx: center ? 'auto' : 0,
            mb: { xs: 5, md: 7 },
          }}
        >
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Typography
            id={headingId}
            variant="h2"
            sx={{ fontSize: { xs: 32, sm: 40, md: 52 }, lineHeight: 1.08 }}
          >
            {title}
          </Typography>
          {lead && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6 }}>
              {lead}
            </Typography>
          )}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/** A layer behind a hero's content that covers it and lets clicks through. */
const backdropLayer = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

/** Soft colour glows behind a hero. */
export function Glow({ sx }: { sx?: object }) {
  return (
    <Box
      aria-hidden
      sx={{
        ...backdropLayer,
        overflow: 'hidden',
        maskImage: 'linear-gradient(180deg, #000 55%, transparent 100%)',
        WebkitMaskImage: 'linear-gradient(180deg, #000 55%, transparent 100%)',
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          filter: 'blur(80px)',
        },
        '&::before': {
          width: 560,
          height: 560,
          left: '-10%',
          top: -180,
          background: 'rgba(139,92,246,0.35)',
        },
        '&::after': { width: 520, height: 520, right: '-12%', top: 40, background: 'rgba(236,72,153,0.22)' },
        ...sx,
      }}
    />
  );
}

/** A faint grid that fades out, behind hero content. */
export function GridBackdrop() {
  return (
    <Box
      aria-hidden
      sx={{
        ...backdropLayer,
        backgroundImage:
          'linear-gradient(rgba(255,255,255,0.045) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.045) 1px, transparent 1px)',
        backgroundSize: '56px 56px',
        maskImage: 'radial-gradient(ellipse 70% 60% at 50% 30%, #000 30%, transparent 75%)',
        WebkitMaskImage: 'radial-gradient(ellipse 70% 60% at 50% 30%, #000 30%, transparent 75%)',
      }}
    />
  );
}

/** The centred opening of a public page: eyebrow, one h1 and a lead line over the glow. */
export function PageHero({
  id,
  eyebrow,
  title,
  lead,
  maxWidth = 820,
  grid = true,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  maxWidth?: number;
  grid?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ position: 'relative', pt: { xs: 6, md: 10 }, pb: { xs: 4, md: 6 } }}
    >
      <Glow />
      {grid && <GridBackdrop />}
      <Box sx={{ ...pageWidth, position: 'relative', textAlign: 'center', maxWidth }}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Typography id={id} variant="h1" sx={{ fontSize: { xs: 40, sm: 54, md: 68 }, lineHeight: 1.04 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 17, md: 20 }, lineHeight: 1.6 }}>
          {lead}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
