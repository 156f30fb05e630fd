import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageLoader } from '../../../components/ui/page-loader';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys, type ApiKey } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { bannerText, fieldError, fieldErrorProps } from './errors';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

export const SCOPE_LABELS: Record<string, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'See videos, their status and files, voices and posts' },
  'videos:create': {
    label: 'Create videos',
    hint: 'Start videos, scripts and narrations (uses your allowance)',
  },
  'posts:create': { label: 'Post', hint: 'Post finished videos to your connected platforms' },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : 'never');

function KeyRow({ k, onRevoke }: { k: ApiKey; onRevoke: (k: ApiKey) => void }) {
  const revoked = !!k.revoked_at;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        opacity: revoked ? 0.6 : 1,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{k.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {k.prefix}_…
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {k.scopes.map((s) => (
              <Chip key={s} size="small" label={SCOPE_LABELS[s]?.label ?? s} />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Created {when(k.created_at)} · Last used {when(k.last_used_at)}
            {revoked && ` · Revoked ${when(k.revoked_at)}`}
          </Typography>
        </Box>
        {!revoked && (
          <Button
            color="error"
            variant="outlined"
            size="small"
            onClick={() => onRevoke(k)}
            aria-label={`Revoke ${k.name}`}
          >
            Revoke
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Settings → API: make, list (prefix only) and revoke keys; the whole key is shown once. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read', 'videos:create']);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [confirm, setConfirm] = useState<ApiKey | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: (k) => {
          setMade({ name: k.name, key: k.key });
          setName('');
        },
      },
    );
  };
  const toggle = (s: string) =>
    setScopes((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));
  const banner = bannerText(create.error, ['name', 'scopes']);

  return (
    <SettingsCard
      id="api"
      title="API"
      description="Keys let your own tools, scripts and AI assistants (MCP) make and post videos for you."
    >
      {keys.isPending && <PageLoader label="Loading your API keys" />}
      {keys.isError && <Alert severity="error">Could not load your API keys. Please refresh the page.</Alert>}
      {keys.data && !keys.data.api_access && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/pricing" color="inherit" size="small">
              See plans
            </Button>
          }
        >
          API access comes with the Business plan.
        </Alert>
      )}
      {keys.data?.api_access && (
        <Stack spacing={3}>
          {made && (
            <Alert severity="success" role="status" onClose={() => setMade(null)}>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>Your new key "{made.name}"</Typography>
              <Box
                component="code"
                data-testid="new-api-key"
                sx={{
                  display: 'block',
                  p: 1.5,
                  mb: 1,
                  borderRadius: 2,
                  bgcolor: 'rgba(0,0,0,0.3)',
                  overflowWrap: 'anywhere',
                }}
              >
                {made.key}
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <CopyButton text={made.key} label="Copy key" />
                <Typography variant="body2">Copy it now: you won't see it again.</Typography>
              </Stack>
            </Alert>
          )}
          {banner && <Alert severity="error">{banner}</Alert>}
          <Box component="form" noValidate onSubmit={submit} aria-label="Create an API key">
            <TextField
              label="Key name"
              placeholder="e.g. Zapier, my script"
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...fieldErrorProps(create.error, 'name')}
              fullWidth
              sx={{ mb: 2 }}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              What it may do
            </Typography>
            <FormGroup sx={{ mb: 2 }}>
              {keys.data.scopes.map((s) => (
                <FormControlLabel
                  key={s}
                  control={<Checkbox checked={scopes.includes(s)} onChange={() => toggle(s)} />}
                  label={
                    <span>
                      {SCOPE_LABELS[s]?.label ?? s}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        · {SCOPE_LABELS[s]?.hint}
                      </Typography>
                    </span>
                  }
                />
              ))}
              {fieldError(create.error, 'scopes') && (
                <FormHelperText error>{fieldError(create.error, 'scopes')}</FormHelperText>
              )}
            </FormGroup>
            <SubmitButton pending={create.isPending} busyLabel="Creating...">
              Create key
            </SubmitButton>
          </Box>
          {keys.data.keys.length > 0 && (
            <Box component="ul" aria-label="Your API keys" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {keys.data.keys.map((k) => (
                <KeyRow key={k.id} k={k} onRevoke={setConfirm} />
              ))}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            Send a key as <code>Authorization: Bearer rsk_…</code>. Every call counts toward the 60 calls a
            minute of your account and your plan's allowances. See the{' '}
            <Link href="/api/docs" target="_blank" rel="noopener">
              API reference
            </Link>{' '}
            for examples; AI assistants connect to <code>/mcp</code> with the same key.
          </Typography>
        </Stack>
      )}
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} aria-labelledby="revoke-key-title">
        <DialogTitle id="revoke-key-title">Revoke "{confirm?.name}"?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Anything using this key stops working at once. This cannot be undone.
          </DialogContentText>
          {revoke.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {bannerText(revoke.error, [])}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)} color="inherit">
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={revoke.isPending}
            onClick={() => confirm && revoke.mutate(confirm.id, { onSuccess: () => setConfirm(null) })}
          >
            {revoke.isPending ? 'Revoking...' : 'Revoke key'}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsCard>
  );
}
