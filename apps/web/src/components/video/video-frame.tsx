import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The player on the left, details on the right (one column on phones). The live preview and the
 * finished video share it, so the player keeps its place when one replaces the other.
 */
export function VideoLayout({ player, children }: { player: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 300px) 1fr' },
        gap: { xs: 2.5, sm: 3 },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          borderRadius: '18px',
          overflow: 'hidden',
          aspectRatio: '9 / 16',
          maxHeight: { xs: 520, sm: 540 },
          mx: { xs: 'auto', sm: 0 },
          width: '100%',
          maxWidth: { xs: 270, sm: 320 },
          bgcolor: '#000',
          boxShadow: '0 30px 60px -20px rgba(139,92,246,0.45), 0 0 0 1px rgba(255,255,255,0.08)',
        }}
      >
        {player}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** Where the preview left off, so the finished video can carry on from there. */
export interface PlayHandoff {
  videoId: string;
  time: number;
  playing: boolean;
}
