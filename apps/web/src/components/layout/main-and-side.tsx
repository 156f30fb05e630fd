import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column whose children stack `gap` apart and may shrink below their content's width. */
export const columnSx = (gap: number) =>
  ({ display: 'grid', gap, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }) as const;

/** The dashboards' layout: the main column, and from large screens on a side column `sideWidth` px wide. */
export function MainAndSide({ sideWidth, children }: { sideWidth: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: `minmax(0, 1fr) ${sideWidth}px` },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
