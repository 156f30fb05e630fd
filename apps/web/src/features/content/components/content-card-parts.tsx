import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { brandGradient } from '../../../lib/theme';
import { titleCase } from '../../../lib/video-options';

// The small pieces of a content card: its status chip and an audio file's bars.

export function StatusChip({ status }: { status: string }) {
  if (status === 'completed')
    return <Chip size="small" label="Ready" color="success" sx={{ height: 22, fontWeight: 700 }} />;
  if (status === 'failed' || status === 'cancelled')
    return <Chip size="small" label={titleCase(status)} color="error" sx={{ height: 22, fontWeight: 700 }} />;
  if (status === 'draft' || status === 'in-progress')
    return (
      <Chip
        size="small"
        label={status === 'draft' ? 'Draft' : 'In progress'}
        sx={{ height: 22, fontWeight: 700 }}
      />
    );
  return <Chip size="small" label="Processing" color="secondary" sx={{ height: 22, fontWeight: 700 }} />;
}

export function Bars({ seed }: { seed: string }) {
  let h = 7;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return (
    <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: '3px', height: 56, px: 2 }}>
      {Array.from({ length: 28 }, (_, i) => {
        h = (h * 1103515245 + 12345) >>> 0;
        return (
          <Box
            key={i}
            sx={{
              flex: 1,
              height: `${25 + (h % 70) * Math.sin(((i + 1) / 29) * Math.PI)}%`,
              borderRadius: '10px',
              background: brandGradient,
              opacity: 0.85,
            }}
          />
        );
      })}
    </Box>
  );
}
