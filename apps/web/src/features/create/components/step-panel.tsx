import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { surface } from '../../../components/ui/panel';

/** The card around the open step, with its number, title and a one-line hint. */
export function StepPanel({
  n,
  title,
  hint,
  children,
}: {
  n: number;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`step-${n}-title`}
      key={n}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '22px',
        ...surface,
        boxShadow: '0 30px 60px -40px rgba(0,0,0,0.9)',
        animation: 'rs-step .3s ease-out',
        '@keyframes rs-step': {
          from: { opacity: 0, transform: 'translateY(10px)' },
          to: { opacity: 1, transform: 'none' },
        },
      }}
    >
      <Typography variant="overline" sx={{ color: 'primary.light', letterSpacing: '.12em' }}>
        Step {n} of 5
      </Typography>
      <Typography
        id={`step-${n}-title`}
        component="h2"
        sx={{ fontWeight: 800, fontSize: { xs: 22, sm: 26 }, lineHeight: 1.2 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, sm: 3 } }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}
