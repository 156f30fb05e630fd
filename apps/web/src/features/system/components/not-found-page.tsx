import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Reelsmith';
  }, []);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Logo />
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: 72, md: 120 },
            mt: 4,
            background: 'linear-gradient(135deg,#a78bfa,#f472b6)',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
          }}
        >
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          This page took a wrong turn
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          The link may be old, or the page moved. Let&apos;s get you back to making videos.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/" variant="contained">
            Back to Home
          </Button>
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            Go to Dashboard
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
