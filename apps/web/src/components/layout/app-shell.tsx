import AddRounded from '@mui/icons-material/AddRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandGradient, theme } from '../../lib/theme';
import { planLabel, useMe, type Me } from '../../lib/auth/get-me';
import { useStats, type DashboardStats } from '../../lib/dashboard-stats';
import { useBilling, useSyncTimeZone, type BillingSummary } from '../../lib/billing/billing-api';
import { videosLeftText } from '../../lib/billing/videos-left';
import { UsageMeter } from '../ui/usage-meter';
import { UserMenu } from './user-menu';
import { Logo } from '../ui/logo';
import { BOTTOM_NAV_HEIGHT, BottomNav, NavGroups, SHORT_WINDOW, VERY_SHORT_WINDOW } from './main-nav';
import { isActive, NEW_VIDEO } from './nav-items';

export const SIDEBAR_WIDTH = 256;
export { BOTTOM_NAV_HEIGHT };

const AccountContext = createContext<Me | undefined>(undefined);
/** The signed-in account (defaults, credits, plan), once loaded; for screens inside the shell. */
export const useAccount = () => useContext(AccountContext);

const creditsText = (stats: DashboardStats) => videosLeftText(stats.credits_available);

function CreditsChip({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) return null;
  const chip = {
    icon: <BoltRounded sx={{ fontSize: 18 }} />,
    label: (
      <>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {stats.credits_available ?? '∞'}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {creditsText(stats)}
        </Box>
      </>
    ),
    size: 'small' as const,
    sx: {
      fontWeight: 600,
      bgcolor: 'rgba(251,191,36,0.12)',
      color: '#fde68a',
      border: '1px solid rgba(251,191,36,0.25)',
      '& .MuiChip-icon': { color: '#fbbf24' },
    },
  };
  // On the free plan the count is also the way to more videos: a phone and a laptop's short window
  // have no plan card in the sidebar.
  if (stats.plan === 'free')
    return (
      <Chip
        {...chip}
        component={RouterLink}
        to="/pricing"
        clickable
        aria-label={`${creditsText(stats)}: see the plans`}
      />
    );
  return <Chip {...chip} aria-label={creditsText(stats)} />;
}

/**
 * The shell's credits and usage are asked for again at most once a minute as the creator moves
 * between screens: every action that changes them (a video created or finished, a voice-over, a
 * deletion) refreshes them at once, and a screen's calls are better spent on the screen (061).
 */
const SHELL_STALE_MS = 60_000;

function Sidebar({
  stats,
  billing,
}: {
  stats: DashboardStats | undefined;
  billing: BillingSummary | undefined;
}) {
  const { pathname, search } = useLocation();
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        inset: '0 auto 0 0',
        width: SIDEBAR_WIDTH,
        p: 2.5,
        gap: 2,
        [SHORT_WINDOW]: { p: 2, gap: 1.5 },
        borderRight: '1px solid',
        borderColor: 'divider',
        background: 'linear-gradient(180deg, rgba(139,92,246,0.08), rgba(11,10,18,0) 40%), #0d0c16',
        zIndex: 20,
      }}
    >
      <Box sx={{ px: 1, pt: 0.5 }}>
        <Logo to="/dashboard" />
      </Box>
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          mx: -1,
          px: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          // A shadow at the bottom while entries lie below (a short window): the sheet moving with the
          // list covers it at the end (background-attachment local over scroll).
          background:
            'linear-gradient(to top, #0d0c16 40%, rgba(13,12,22,0)) center bottom / 100% 36px no-repeat local,' +
            'radial-gradient(farthest-side at 50% 100%, rgba(167,139,250,0.45), rgba(0,0,0,0)) center bottom / 100% 14px no-repeat scroll',
        }}
      >
        <Button
          component={RouterLink}
          to={NEW_VIDEO.to}
          aria-current={isActive(pathname, search, NEW_VIDEO) ? 'page' : undefined}
          variant="contained"
          startIcon={<AddRounded />}
          sx={{
            flexShrink: 0,
            background: brandGradient,
            color: '#fff',
            py: 1.2,
            boxShadow: '0 10px 30px -10px rgba(236,72,153,0.6)',
            '&:hover': { filter: 'brightness(1.08)', background: brandGradient },
          }}
        >
          New video
        </Button>
        <NavGroups withNewVideo={false} />
      </Box>
      {stats && (
        <Box
          sx={{
            p: 2,
            [SHORT_WINDOW]: { p: 1.5 },
            // A laptop's 720 to 800 px: every entry above gets the room, and the header's count (a link
            // to the plans on the free plan) stands in for the card.
            [VERY_SHORT_WINDOW]: { display: 'none' },
            borderRadius: '14px',
            border: '1px solid rgba(167,139,250,0.25)',
            background: 'linear-gradient(135deg, rgba(139,92,246,0.18), rgba(236,72,153,0.10))',
          }}
        >
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ textTransform: 'uppercase', letterSpacing: '.08em' }}
          >
            {planLabel(stats.plan)} plan
          </Typography>
          {billing ? (
            <UsageMeter usage={billing.usage} dense />
          ) : (
            <Typography sx={{ fontWeight: 800, fontSize: 22, mt: 0.25 }}>
              {stats.credits_available === null ? 'Unlimited' : stats.credits_available}{' '}
              <Box component="span" sx={{ fontSize: 14, fontWeight: 500, color: 'text.secondary' }}>
                {stats.credits_available === 1 ? 'video left this month' : 'videos left this month'}
              </Box>
            </Typography>
          )}
          {stats.plan === 'free' && (
            <Button
              component={RouterLink}
              to="/pricing"
              size="small"
              sx={{ mt: 1, [SHORT_WINDOW]: { mt: 0.25 }, px: 0, color: 'primary.light' }}
            >
              Upgrade for unlimited videos
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The signed-in layout: a sidebar on desktop, a bottom bar on phones, and a header with the
 * page's title and the account (name, plan, credits, avatar).
 */
export function AppShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const me = useMe();
  const stats = useStats(SHELL_STALE_MS);
  const billing = useBilling(SHELL_STALE_MS).data;
  useSyncTimeZone(billing?.usage);
  // Only the navigation the screen shows is drawn: the sidebar from md up, the bottom bar below.
  // Hidden by CSS alone, the sidebar was 91 of the 273 elements of a phone's first dashboard draw.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  useEffect(() => {
    document.title = `${title} · Reelsmith`;
  }, [title]);
  return (
    <AccountContext.Provider value={me.data}>
      <GlobalStyles
        styles={{
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        }}
      />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -60,
          zIndex: 100,
          px: 2,
          py: 1,
          borderRadius: '10px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      {wide && <Sidebar stats={stats.data} billing={billing} />}
      <Box
        sx={{
          ml: { md: `${SIDEBAR_WIDTH}px` },
          minHeight: '100dvh',
          pb: { xs: `calc(${BOTTOM_NAV_HEIGHT + 24}px + env(safe-area-inset-bottom))`, md: 6 },
          background:
            'radial-gradient(1200px 500px at 80% -10%, rgba(139,92,246,0.16), transparent 60%), radial-gradient(900px 400px at -10% 10%, rgba(236,72,153,0.08), transparent 60%)',
        }}
      >
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 15,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: { xs: 2, sm: 3, lg: 5 },
            height: { xs: 60, md: 72 },
            bgcolor: 'rgba(11,10,18,0.78)',
            backdropFilter: 'blur(14px)',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <Logo to="/dashboard" />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: 18 }} noWrap>
              {title}
            </Typography>
          </Box>
          <Box sx={{ flex: 1 }} />
          <CreditsChip stats={stats.data} />
          <UserMenu />
        </Box>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            px: { xs: 2, sm: 3, lg: 5 },
            pt: { xs: 2.5, md: 4 },
            maxWidth: 1400,
            mx: 'auto',
            outline: 'none',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: { xs: 'flex-start', sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              mb: { xs: 2.5, md: 4 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
                {title}
              </Typography>
              {subtitle && (
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {subtitle}
                </Typography>
              )}
            </Box>
            {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
          </Box>
          {children}
        </Box>
      </Box>
      {!wide && <BottomNav />}
    </AccountContext.Provider>
  );
}
