import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: '20px',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {hint}
      </Typography>
    </Box>
  );
}
