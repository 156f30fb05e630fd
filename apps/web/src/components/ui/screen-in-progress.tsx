import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from './logo';

/** For a screen of the route table that has not shipped yet: says so plainly instead of showing made-up data. */
export function ScreenInProgress({ title, summary }: { title: string; summary: string }) {
  useEffect(() => {
    document.title = `${title} · Reelsmith`;
  }, [title]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Logo />
        <Typography variant="h4" component="h1" sx={{ mt: 4, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          This screen is not available yet; it is coming in an upcoming release.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" startIcon={<ArrowBackRounded />}>
          Back to dashboard
        </Button>
      </Box>
    </Box>
  );
}
