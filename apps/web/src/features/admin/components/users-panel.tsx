import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { panelSx } from '../../../components/ui/panel';
import { planLabel } from '../../../lib/auth/get-me';
import { useResendActivation, useUnbanUser } from '../api/user-actions';
import { useAdminUsers, type AdminUser } from '../api/users';
import { BanDialog, CloseAccountDialog, GrantPlanDialog } from './user-dialogs';
import { dateTime, errorText, LoadError } from './shared';

function Status({ user }: { user: AdminUser }) {
  if (user.banned_at) return <Chip size="small" color="error" label="Banned" />;
  if (user.closed_at) return <Chip size="small" label="Closed" />;
  if (!user.active) return <Chip size="small" color="warning" variant="outlined" label="Not activated" />;
  return (
    <Chip size="small" color="success" variant="outlined" label={user.operator ? 'Operator' : 'Active'} />
  );
}

const allowance = (used: number, limit: number | null) => `${used} of ${limit ?? '∞'}`;

export function UsersPanel() {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const users = useAdminUsers(search);
  const unban = useUnbanUser();
  const resend = useResendActivation();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [closing, setClosing] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ ok: true, text: done });
    } catch (err) {
      setNotice({ ok: false, text: errorText(err) });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Search by email"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {users.isError && <LoadError error={users.error} />}
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        {users.isFetching && <LinearProgress aria-label="Loading accounts" />}
        <Table size="small" aria-label="Accounts">
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Videos this month</TableCell>
              <TableCell>Voice this month</TableCell>
              <TableCell>Last sign-in</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data?.users.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell>
                  <Box sx={{ fontWeight: 700 }}>{u.email}</Box>
                  <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {u.username} · joined {dateTime(u.joined_at)}
                  </Box>
                </TableCell>
                <TableCell>
                  {planLabel(u.plan)}
                  {u.plan_source !== 'free' && (
                    <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
                      {u.plan_source === 'grant'
                        ? `granted${u.granted_until ? ` until ${dateTime(u.granted_until)}` : ''}`
                        : `by ${u.plan_source}`}
                    </Box>
                  )}
                </TableCell>
                <TableCell>{allowance(u.videos_used, u.videos_limit)}</TableCell>
                <TableCell>{allowance(u.voice_used, u.voice_limit)}</TableCell>
                <TableCell>{dateTime(u.last_login_at)}</TableCell>
                <TableCell>
                  <Status user={u} />
                  {u.ban_reason && (
                    <Box sx={{ color: 'text.secondary', fontSize: 12, maxWidth: 220 }}>{u.ban_reason}</Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {!u.active && (
                    <Button
                      size="small"
                      onClick={() =>
                        act(() => resend.mutateAsync(u.id), `A new activation link was sent to ${u.email}.`)
                      }
                    >
                      Resend activation
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => setGranting(u)}
                    aria-label={`Grant a plan to ${u.email}`}
                  >
                    Grant plan
                  </Button>
                  {u.banned_at ? (
                    <Button
                      size="small"
                      color="success"
                      aria-label={`Unban ${u.email}`}
                      onClick={() => act(() => unban.mutateAsync(u.id), `${u.email} can sign in again.`)}
                    >
                      Unban
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Ban ${u.email}`}
                      onClick={() => setBanning(u)}
                    >
                      Ban
                    </Button>
                  )}
                  {!u.closed_at && !u.operator && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Close the account of ${u.email}`}
                      onClick={() => setClosing(u)}
                    >
                      Close
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {users.data && users.data.users.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} sx={{ color: 'text.secondary' }}>
                  No account matches “{search}”.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {banning && (
        <BanDialog
          user={banning}
          onClose={() => setBanning(null)}
          onDone={(text) => setNotice({ ok: true, text })}
        />
      )}
      {closing && (
        <CloseAccountDialog
          user={closing}
          onClose={() => setClosing(null)}
          onDone={(text) => setNotice({ ok: true, text })}
        />
      )}
      {granting && (
        <GrantPlanDialog
          user={granting}
          onClose={() => setGranting(null)}
          onDone={(text) => setNotice({ ok: true, text })}
        />
      )}
    </Box>
  );
}
