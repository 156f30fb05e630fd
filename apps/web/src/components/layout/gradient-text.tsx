import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A run of heading text filled with the brand gradient (the colours keep AA contrast on the dark page). */
export function GradientText({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        background: 'linear-gradient(92deg, #c4b5fd 0%, #f0abfc 45%, #f9a8d4 100%)',
        WebkitBackgroundClip: 'text',
        backgroundClip: 'text',
        color: 'transparent',
      }}
    >
      {children}
    </Box>
  );
}
