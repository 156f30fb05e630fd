import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandGradient } from '../../../lib/theme';
import { PublicLayout } from '../../../components/layout/public-layout';

/** The payment result pages: one icon, the spec's title and text, one way forward. */
export function ResultPanel({
  tone,
  icon,
  title,
  text,
  action,
  secondary,
}: {
  tone: 'success' | 'warning';
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
  secondary?: ReactNode;
}) {
  const ring = tone === 'success' ? 'rgba(52,211,153,' : 'rgba(251,191,36,';
  return (
    <PublicLayout>
      <Box
        sx={{
          minHeight: 'calc(100vh - 64px)',
          display: 'grid',
          placeItems: 'center',
          px: 2.5,
          py: 8,
          position: 'relative',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background: `radial-gradient(40% 40% at 50% 35%, ${ring}0.16), transparent 70%)`,
          }}
        />
        <Box
          sx={{
            position: 'relative',
            maxWidth: 520,
            textAlign: 'center',
            p: { xs: 4, md: 6 },
            borderRadius: '28px',
            border: '1px solid rgba(255,255,255,0.08)',
            background: 'linear-gradient(180deg, rgba(31,27,46,0.9), rgba(21,19,31,0.9))',
            boxShadow: '0 40px 100px -40px rgba(0,0,0,0.8)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 88,
              height: 88,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: `${ring}0.14)`,
              boxShadow: `0 0 0 10px ${ring}0.06)`,
              color: tone === 'success' ? '#6ee7b7' : '#fcd34d',
              '& svg': { fontSize: 48 },
              animation: 'rs-pop-in .5s cubic-bezier(.2,.8,.2,1)',
              '@keyframes rs-pop-in': {
                from: { transform: 'scale(.6)', opacity: 0 },
                to: { transform: 'none', opacity: 1 },
              },
            }}
          >
            {icon}
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 40 } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18, lineHeight: 1.6 }}>
            {text}
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={action.to}
              variant="contained"
              size="large"
              sx={{ background: brandGradient, color: '#fff', px: 4 }}
            >
              {action.label}
            </Button>
            {secondary}
          </Box>
        </Box>
      </Box>
    </PublicLayout>
  );
}
