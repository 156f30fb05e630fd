import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SettingsCard({
  id,
  title,
  description,
  children,
  tone,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: '20px',
        border: '1px solid',
        borderColor: tone === 'danger' ? 'rgba(248,113,113,0.35)' : 'divider',
      }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
