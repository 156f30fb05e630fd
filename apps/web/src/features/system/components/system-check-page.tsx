import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/ui/page-loader';
import { Logo } from '../../../components/ui/logo';

interface Health {
  ok: boolean;
  checks: Record<string, { ok: boolean; detail?: string; fix?: string }>;
}

/** /test: the spec leaves it open; here it shows whether this installation is healthy, from /api/health. */
export default function SystemCheckPage() {
  const { data, isLoading, error } = useQuery({
    queryKey: ['health'],
    // /api/health answers 503 with the same body when a check fails; show it either way.
    queryFn: async () => (await fetch('/api/health')).json() as Promise<Health>,
  });
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Logo />
      <Typography variant="h4" component="h1" sx={{ mt: 4, mb: 1 }}>
        System check
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What this Reelsmith installation needs, and whether it has it.
      </Typography>
      {isLoading && <PageLoader label="Checking" />}
      {error && <Typography color="error">Cannot reach the server.</Typography>}
      {data && (
        <Card>
          <List aria-label="Checks">
            {Object.entries(data.checks).map(([name, c]) => (
              <ListItem key={name}>
                <ListItemIcon>
                  {c.ok ? <CheckCircleRounded color="success" /> : <ErrorRounded color="error" />}
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={
                    c.ok
                      ? (c.detail ?? 'Ready')
                      : `${c.detail ?? 'failing'}${c.fix ? ` — fix: ${c.fix}` : ''}`
                  }
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
