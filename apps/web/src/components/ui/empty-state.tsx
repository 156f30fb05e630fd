import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Where a list would be when it has nothing yet: what is missing, how to make the first, and a button for it. */
export function EmptyState({
  title,
  hint,
  action,
  sx,
}: {
  title: string;
  hint: ReactNode;
  action?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        { p: 4, textAlign: 'center', borderRadius: '18px', border: '1px dashed', borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
      {action}
    </Box>
  );
}
