import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NAV_HEIGHT, PublicNav } from './public-nav';

// Below the fold on every public page: not part of the first load.
const PublicFooter = lazy(() => import('./public-footer').then((m) => ({ default: m.PublicFooter })));

const globalStyles = {
  html: { scrollPaddingTop: NAV_HEIGHT + 16 },
  '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
  ':focus-visible': { outline: '2px solid #c4b5fd', outlineOffset: 2 },
  '::selection': { background: 'rgba(236,72,153,0.35)' },
};

/** Scrolls to the address's #anchor once the lazily loaded page has rendered it. */
function useHashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const t = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 50);
    return () => window.clearTimeout(t);
  }, [hash, pathname]);
}

/** The frame of every public page: skip link, top bar, content, footer. */
export function PublicLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  useHashScroll();
  return (
    <>
      <GlobalStyles styles={globalStyles} />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'fixed',
          left: 12,
          top: -60,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: '#fff',
          color: '#0b0a12',
          fontWeight: 700,
          '&:focus': { top: 12 },
        }}
      >
        Skip to content
      </Box>
      <PublicNav />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ pt: `${NAV_HEIGHT}px`, overflowX: 'clip', outline: 'none' }}
      >
        {children}
      </Box>
      {footer && (
        <Suspense fallback={null}>
          <PublicFooter />
        </Suspense>
      )}
    </>
  );
}
