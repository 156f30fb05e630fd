import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { panelSx } from '../../../components/ui/panel';
import { useAdminSocial } from '../api/social';
import { dateTime, LoadError, Stat } from './shared';

const PLATFORM: Record<string, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };
const name = (p: string) => PLATFORM[p] ?? p;

export function SocialPanel() {
  const social = useAdminSocial();
  const data = social.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {social.isError && <LoadError error={social.error} />}
      <Typography color="text.secondary">Posts of the last {data?.days ?? 30} days.</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {data?.platforms.map((p) => (
          <Stat
            key={p.platform}
            label={name(p.platform)}
            value={`${p.failed} failed`}
            hint={`${p.posted} posted · ${p.waiting} waiting`}
          />
        ))}
        {data && data.platforms.length === 0 && <Typography>No posts yet.</Typography>}
      </Box>
      <TableContainer sx={{ ...panelSx, p: 0 }}>
        <Table size="small" aria-label="Failures by platform and error">
          <TableHead>
            <TableRow>
              <TableCell>Platform</TableCell>
              <TableCell>Error</TableCell>
              <TableCell align="right">Posts</TableCell>
              <TableCell>Last</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.failures.map((f) => (
              <TableRow key={`${f.platform}:${f.error}`}>
                <TableCell>{name(f.platform)}</TableCell>
                <TableCell sx={{ maxWidth: 560 }}>{f.error}</TableCell>
                <TableCell align="right">{f.count}</TableCell>
                <TableCell>{dateTime(f.last_at)}</TableCell>
              </TableRow>
            ))}
            {data && data.failures.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  No failed posts.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
