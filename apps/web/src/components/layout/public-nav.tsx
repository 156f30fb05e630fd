import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandGradient } from '../../lib/theme';
import { useHasToken } from '../../lib/auth-token';
import { Logo } from '../ui/logo';
import { visuallyHidden } from '../../lib/visually-hidden';

export const NAV_HEIGHT = 64;
/** The spec: the bar changes style once the page has scrolled more than 20 px. */
export const SCROLL_THRESHOLD = 20;

const LINKS = [
  { to: '/works-how', label: 'How it Works' },
  { to: '/uses', label: 'Use Cases', also: ['/use-cases'] },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us', also: ['/support'] },
];

/** The bar's look once scrolled or while the phone menu is open. */
const solidBar = {
  bgcolor: 'rgba(11,10,18,0.82)',
  backdropFilter: 'saturate(160%) blur(16px)',
  borderColor: 'rgba(255,255,255,0.08)',
};
/** The toggle draws both states; CSS on `menuShown` shows the one that applies (decision 236). */
const TOGGLE_STATES = [
  { when: 'closed', Icon: MenuRounded, name: 'Open menu' },
  { when: 'open', Icon: CloseRounded, name: 'Close menu' },
] as const;
const menuShown = '&:has(> [popover]:popover-open)';

/** Whether the popover `el` is showing (false where the browser has no popovers). */
function popoverOpen(el: HTMLElement | null) {
  try {
    return Boolean(el?.matches(':popover-open'));
  } catch {
    return false;
  }
}

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
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const signedIn = useHasToken();
  // The phone menu is a native popover, so the prerendered landing's toggle opens it before any
  // JavaScript has run, and Escape or a tap outside closes it (decision 236). What it looks like open
  // is CSS on the popover's state; React only mirrors that state into aria-expanded, from the moment
  // it has taken over (until then the browser states it from the popover itself). A menu opened
  // before that is read as open.
  const onToggle = useCallback((changed: () => void) => {
    const menu = menuRef.current;
    menu?.addEventListener('toggle', changed);
    return () => menu?.removeEventListener('toggle', changed);
  }, []);
  const open = useSyncExternalStore(
    onToggle,
    () => popoverOpen(menuRef.current),
    () => undefined,
  );
  // Following a link in the menu closes it: a screen inside the app is not a new page.
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) menuRef.current?.hidePopover?.();
  };

  const isCurrent = (l: (typeof LINKS)[number]) => pathname === l.to || Boolean(l.also?.includes(pathname));

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
        bgcolor: 'transparent',
        borderBottom: '1px solid transparent',
        ...(scrolled && { ...solidBar, boxShadow: '0 10px 30px -12px rgba(0,0,0,0.6)' }),
        [menuShown]: solidBar,
        // The toggle's icon and name follow the menu's state.
        [`${menuShown} [data-when="closed"], &:not(:has(> [popover]:popover-open)) [data-when="open"]`]: {
          display: 'none',
        },
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
          type="button"
          popoverTarget={menuId}
          aria-expanded={open}
          aria-controls={menuId}
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
          {TOGGLE_STATES.map(({ when, Icon, name }) => (
            <Box key={when} component="span" data-when={when} sx={{ display: 'grid' }}>
              <Icon />
              <Box component="span" sx={visuallyHidden}>
                {name}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {/* Shown in the top layer under the bar; it sets no display of its own below md, where the
          browser's [popover]:not(:popover-open) { display: none } hides it while closed. */}
      <Box
        id={menuId}
        ref={menuRef}
        popover="auto"
        onClick={closeOnLink}
        sx={{
          display: { md: 'none' },
          position: 'fixed',
          inset: `${NAV_HEIGHT}px 0 auto`,
          width: '100%',
          height: 'auto',
          m: 0,
          px: 2,
          pb: 3,
          pt: 1,
          border: 0,
          borderTop: '1px solid rgba(255,255,255,0.06)',
          borderBottom: `1px solid ${solidBar.borderColor}`,
          color: 'text.primary',
          bgcolor: solidBar.bgcolor,
          backdropFilter: solidBar.backdropFilter,
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
