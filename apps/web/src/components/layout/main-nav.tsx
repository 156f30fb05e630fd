import CloseRounded from '@mui/icons-material/CloseRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandGradient } from '../../lib/theme';
import { useMe } from '../../lib/auth/get-me';
import {
  HOME,
  isActive,
  MY_CONTENT,
  NAV_GROUPS,
  NEW_VIDEO,
  OPERATOR_GROUP,
  SOCIAL,
  type NavItem,
} from './nav-items';

export const BOTTOM_NAV_HEIGHT = 68;
/** A laptop's window (1440x900 less the browser's bars): the sidebar tightens to show every entry. */
export const SHORT_WINDOW = '@media (min-width: 900px) and (max-height: 960px)';
/** A laptop's 720 to 800 px: the plan card under the entries makes way as well. */
export const VERY_SHORT_WINDOW = '@media (min-width: 900px) and (max-height: 800px)';

function GroupTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="caption"
      color="text.secondary"
      sx={{
        px: 1.5,
        pt: 1,
        pb: 0.25,
        [SHORT_WINDOW]: { pt: 0.5, pb: 0 },
        textTransform: 'uppercase',
        letterSpacing: '.08em',
        fontWeight: 600,
      }}
    >
      {children}
    </Typography>
  );
}

function NavLink({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const { pathname, search } = useLocation();
  const active = isActive(pathname, search, item);
  const { Icon } = item;
  return (
    <li>
      <Box
        component={RouterLink}
        to={item.to}
        onClick={onClick}
        aria-current={active ? 'page' : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 0.6,
          [SHORT_WINDOW]: { py: 0.35 },
          borderRadius: '12px',
          color: active ? 'text.primary' : 'text.secondary',
          textDecoration: 'none',
          fontWeight: active ? 700 : 500,
          position: 'relative',
          bgcolor: active ? 'rgba(167,139,250,0.14)' : 'transparent',
          transition: 'background-color .15s, color .15s',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.05)', color: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          '&::before': active
            ? {
                content: '""',
                position: 'absolute',
                left: -8,
                top: 8,
                bottom: 8,
                width: 3,
                borderRadius: '14px',
                background: brandGradient,
              }
            : undefined,
        }}
      >
        <Icon fontSize="small" sx={{ color: active ? 'primary.main' : 'inherit' }} />
        {item.label}
      </Box>
    </li>
  );
}

/** Every signed-in screen, grouped (Create, Library, Publish, Grow, Account): the sidebar and the phone's "More". */
export function NavGroups({
  onNavigate,
  withNewVideo = true,
}: {
  onNavigate?: () => void;
  withNewVideo?: boolean;
}) {
  const baseId = useId();
  const me = useMe();
  const groups = me.data?.operator ? [...NAV_GROUPS, OPERATOR_GROUP] : NAV_GROUPS;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <NavLink item={HOME} onClick={onNavigate} />
      </Box>
      {groups.map((group, i) => {
        const items = withNewVideo ? group.items : group.items.filter((it) => it !== NEW_VIDEO);
        return (
          <Box key={group.title} component="section" aria-labelledby={`${baseId}-${i}`}>
            <GroupTitle id={`${baseId}-${i}`}>{group.title}</GroupTitle>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
              {items.map((item) => (
                <NavLink key={item.to} item={item} onClick={onNavigate} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

const BAR: NavItem[] = [HOME, NEW_VIDEO, MY_CONTENT, SOCIAL];

const barItemSx = (active: boolean) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  textDecoration: 'none',
  fontSize: 11,
  fontWeight: 600,
  color: active ? 'text.primary' : 'text.secondary',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -4 },
});

function BarIcon({ item, active }: { item: Pick<NavItem, 'Icon' | 'to'>; active: boolean }) {
  const create = item.to === NEW_VIDEO.to;
  const { Icon } = item;
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: create ? 44 : 40,
        height: create ? 32 : 28,
        borderRadius: 999,
        background: create ? brandGradient : active ? 'rgba(167,139,250,0.18)' : 'transparent',
        color: create ? '#fff' : active ? 'primary.main' : 'inherit',
        transition: 'background .15s',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

/**
 * The phone's bottom bar: the four screens used most, and "More" with every screen in its group
 * (a sheet from the bottom), so each is at most one tap after "More".
 */
export function BottomNav() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const inBar = BAR.some((item) => isActive(pathname, search, item));
  return (
    <>
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
          pb: 'env(safe-area-inset-bottom)',
          bgcolor: 'rgba(13,12,22,0.92)',
          backdropFilter: 'blur(14px)',
          borderTop: '1px solid',
          borderColor: 'divider',
          zIndex: 30,
        }}
      >
        {BAR.map((item) => {
          const active = isActive(pathname, search, item);
          return (
            <Box
              key={item.to}
              component={RouterLink}
              to={item.to}
              aria-label={item.label}
              aria-current={active ? 'page' : undefined}
              sx={barItemSx(active)}
            >
              <BarIcon item={item} active={active} />
              {item.short}
            </Box>
          );
        })}
        <Box
          component="button"
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? sheetId : undefined}
          // The font first: its shorthand would otherwise undo the bar's label size ("More" stood larger).
          sx={{ font: 'inherit', ...barItemSx(!inBar), bgcolor: 'transparent', border: 0, cursor: 'pointer' }}
        >
          <BarIcon item={{ to: 'more', Icon: MoreHorizRounded }} active={!inBar} />
          More
        </Box>
      </Box>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            id: sheetId,
            'aria-label': 'All screens',
            sx: {
              maxHeight: '85dvh',
              borderTopLeftRadius: 20,
              borderTopRightRadius: 20,
              bgcolor: '#0d0c16',
              backgroundImage: 'none',
              px: 1.5,
              pt: 1,
              pb: 'calc(16px + env(safe-area-inset-bottom))',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5 }}>
          <Typography sx={{ fontWeight: 700, flex: 1 }}>All screens</Typography>
          <IconButton aria-label="Close" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="All screens">
          <NavGroups onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
    </>
  );
}
