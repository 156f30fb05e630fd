import LogoutRounded from '@mui/icons-material/LogoutRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { brandGradient } from '../../lib/theme';
import { displayName, initialsOf, planLabel, useMe } from '../../lib/auth/get-me';
import { useLogout } from '../../lib/auth/logout';
import { videosLeftText } from '../../lib/billing/videos-left';

/** The signed-in user's avatar, name, plan and credits, with Settings and Sign out; for the app header. */
export function UserMenu() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = !!anchor;

  const signOut = () => {
    setAnchor(null);
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  if (!me.data) {
    return <Skeleton variant="circular" width={36} height={36} aria-label="Loading your account" />;
  }
  const user = me.data;
  const name = displayName(user);

  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{
          borderRadius: 999,
          p: 0.5,
          pr: { xs: 0.5, sm: 1.5 },
          gap: 1.25,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            background: brandGradient,
            color: '#fff',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {initialsOf(user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: 160 }} noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {planLabel(user.plan)} · {videosLeftText(user.credits)}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, border: '1px solid', borderColor: 'divider' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Chip size="small" color="primary" label={`${planLabel(user.plan)} plan`} />
            <Chip size="small" variant="outlined" label={videosLeftText(user.credits)} />
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/settings" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsRounded fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={signOut} disabled={logout.isPending}>
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
