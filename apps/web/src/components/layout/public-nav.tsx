import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandGradient } from '../../lib/theme';
import { useHasToken } from '../../lib/auth-token';
import { Logo } from '../ui/logo';

export const NAV_HEIGHT = 64;
/** The spec: the bar changes style once the page has scrolled more than 20 px. */
export const SCROLL_THRESHOLD = 20;

const LINKS = [
  { to: '/works-how', label: 'How it Works' },
  { to: '/uses', label: 'Use Cases', also: ['/use-cases'] },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us', also: ['/support'] },
];

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function PublicNav() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const signedIn = useHasToken();

  // A route change closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const isCurrent = (l: (typeof LINKS)[number]) => pathname === l.to || Boolean(l.also?.includes(pathname));
  const solid = scrolled || open;

  return (
    <Box
      component="header"
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 1100,
        transition: 'background-color .25s ease, border-color .25s ease, box-shadow .25s ease',
        bgcolor: solid ? 'rgba(11,10,18,0.82)' : 'transparent',
        backdropFilter: solid ? 'saturate(160%) blur(16px)' : 'none',
        borderBottom: '1px solid',
        borderColor: solid ? 'rgba(255,255,255,0.08)' : 'transparent',
        boxShadow: scrolled ? '0 10px 30px -12px rgba(0,0,0,0.6)' : 'none',
      }}
    >
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          height: NAV_HEIGHT,
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Logo />
        <Box
          component="ul"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0, mx: 'auto' }}
        >
          {LINKS.map((l) => (
            <li key={l.to}>
              <Box
                component={RouterLink}
                to={l.to}
                aria-current={isCurrent(l) ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: 1.75,
                  py: 1,
                  borderRadius: 999,
                  fontSize: 15,
                  fontWeight: 500,
                  color: 'text.secondary',
                  textDecoration: 'none',
                  transition: 'color .2s, background-color .2s',
                  '&:hover': { color: 'text.primary', bgcolor: 'rgba(255,255,255,0.06)' },
                  '&[aria-current="page"]': {
                    color: 'text.primary',
                    bgcolor: 'rgba(167,139,250,0.16)',
                    fontWeight: 600,
                  },
                }}
              >
                {l.label}
              </Box>
            </li>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          {signedIn ? (
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              sx={{ background: brandGradient, color: '#fff' }}
            >
              Go to Dashboard
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/login" color="inherit" sx={{ fontWeight: 500 }}>
                Log In
              </Button>
              <Button
                component={RouterLink}
                to="/signup"
                variant="contained"
                sx={{ background: brandGradient, color: '#fff', px: 2.5 }}
              >
                Start Free
              </Button>
            </>
          )}
        </Box>
        <Box
          component="button"
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
          sx={{
            display: { xs: 'grid', md: 'none' },
            placeItems: 'center',
            ml: 'auto',
            width: 44,
            height: 44,
            borderRadius: '12px',
            border: '1px solid rgba(255,255,255,0.12)',
            bgcolor: 'rgba(255,255,255,0.04)',
            color: 'text.primary',
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid #a78bfa', outlineOffset: 2 },
          }}
        >
          {open ? <CloseRounded /> : <MenuRounded />}
        </Box>
      </Box>
      <Box
        id={menuId}
        hidden={!open}
        sx={{
          display: { md: 'none' },
          px: 2,
          pb: 3,
          pt: 1,
          borderTop: '1px solid rgba(255,255,255,0.06)',
          maxHeight: `calc(100dvh - ${NAV_HEIGHT}px)`,
          overflowY: 'auto',
          animation: 'rs-menu-in .2s ease-out',
          '@keyframes rs-menu-in': {
            from: { opacity: 0, transform: 'translateY(-6px)' },
            to: { opacity: 1, transform: 'none' },
          },
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {LINKS.map((l) => (
            <li key={l.to}>
              <Box
                component={RouterLink}
                to={l.to}
                aria-current={isCurrent(l) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  borderRadius: '12px',
                  fontSize: 17,
                  fontWeight: 600,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
                  '&[aria-current="page"]': { bgcolor: 'rgba(167,139,250,0.16)', color: '#ddd6fe' },
                }}
              >
                {l.label}
              </Box>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: signedIn ? '1fr' : '1fr 1fr', gap: 1.5, mt: 2 }}>
          {signedIn ? (
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              size="large"
              sx={{ background: brandGradient, color: '#fff' }}
            >
              Go to Dashboard
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to="/login"
                variant="outlined"
                size="large"
                color="inherit"
                sx={{ borderColor: 'rgba(255,255,255,0.2)' }}
              >
                Log In
              </Button>
              <Button
                component={RouterLink}
                to="/signup"
                variant="contained"
                size="large"
                sx={{ background: brandGradient, color: '#fff' }}
              >
                Start Free
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
