import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { brandGradient } from '../../lib/theme';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Reelsmith home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 20,
        letterSpacing: '-0.02em',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: '9px',
          background: brandGradient,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <svg width="14" height="14" viewBox="0 0 14 14">
          <path d="M3 1.5v11l9-5.5z" fill="#fff" />
        </svg>
      </Box>
      Reelsmith
    </Box>
  );
}
