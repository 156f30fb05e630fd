import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useDeliveries, type Delivery } from '../api/list-deliveries';
import { useWebhooks, type WebhookEndpoint } from '../api/list-webhooks';
import { useReplayDelivery } from '../api/replay-delivery';
import { useUpdateWebhook } from '../api/update-webhook';
import { bannerText, fieldError, fieldErrorProps } from './errors';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

const STATUS_COLOR = {
  delivered: 'success',
  failed: 'error',
  retrying: 'warning',
  pending: 'default',
} as const;

function DeliveryRow({ d, endpointId }: { d: Delivery; endpointId: string }) {
  const replay = useReplayDelivery(endpointId);
  const last = d.attempts.at(-1);
  const replayError = replay.error ? bannerText(replay.error, []) : null;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontFamily: 'monospace' }}>{d.event}</Typography>
            <Chip size="small" color={STATUS_COLOR[d.status]} label={d.status} />
            {d.replay_of && <Chip size="small" variant="outlined" label="replay" />}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p">
            {new Date(d.created_at).toLocaleString()} · {d.attempts.length}{' '}
            {d.attempts.length === 1 ? 'attempt' : 'attempts'}
            {last && ` · last answer ${last.status ?? 'none'} in ${last.ms} ms`}
            {d.next_attempt_at && ` · next try ${new Date(d.next_attempt_at).toLocaleTimeString()}`}
          </Typography>
          {replayError && (
            <Typography variant="caption" component="p" role="alert" sx={{ color: 'error.light' }}>
              {replayError}
            </Typography>
          )}
          {last && (last.error || last.body) && (
            <Typography
              variant="caption"
              component="p"
              sx={{
                fontFamily: 'monospace',
                overflowWrap: 'anywhere',
                color: last.error ? 'error.light' : 'text.secondary',
              }}
            >
              {last.error ?? ''} {last.body.slice(0, 200)}
            </Typography>
          )}
        </Box>
        <Button
          size="small"
          variant="outlined"
          disabled={replay.isPending}
          onClick={() => replay.mutate(d.id)}
        >
          {replay.isPending ? 'Sending...' : 'Replay'}
        </Button>
      </Stack>
    </Box>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const q = useDeliveries(endpointId);
  if (q.isPending) return <LinearProgress aria-label="Loading deliveries" sx={{ mt: 1 }} />;
  if (q.isError) return <Alert severity="error">Could not load the deliveries.</Alert>;
  if (!q.data.results.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        No deliveries yet: they appear here when a video or post finishes.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Deliveries" sx={{ p: 0, m: 0, mt: 1 }}>
      {q.data.results.map((d) => (
        <DeliveryRow key={d.id} d={d} endpointId={endpointId} />
      ))}
    </Box>
  );
}

function EndpointRow({ e }: { e: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const update = useUpdateWebhook();
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{e.url}</Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {!e.enabled && <Chip size="small" color="error" label="Disabled" />}
            {e.events.map((ev) => (
              <Chip key={ev} size="small" label={ev} />
            ))}
          </Stack>
          {e.paused_reason && (
            <Typography variant="body2" color="warning.light" sx={{ mt: 1 }}>
              {e.paused_reason}
            </Typography>
          )}
          {e.disabled_at && (
            <Typography variant="body2" color="error.light" sx={{ mt: 1 }}>
              Turned off on {new Date(e.disabled_at).toLocaleString()}: the last {e.consecutive_failures}{' '}
              events failed for more than a day. Fix the endpoint, then turn it back on.
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant={e.enabled ? 'outlined' : 'contained'}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: e.id, enabled: !e.enabled })}
            aria-label={`${e.enabled ? 'Turn off' : 'Turn on'} ${e.url}`}
          >
            {e.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            disabled={remove.isPending}
            onClick={() => remove.mutate(e.id)}
            aria-label={`Remove ${e.url}`}
          >
            Remove
          </Button>
        </Stack>
      </Stack>
      {open && <Deliveries endpointId={e.id} />}
    </Box>
  );
}

/** Settings → Webhooks: endpoints, their signing secret (once), deliveries with answers, replay. */
export function WebhooksSection() {
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['video.completed', 'video.failed']);
  const [secret, setSecret] = useState<string | null>(null);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    create.mutate(
      { url, events },
      {
        onSuccess: (e) => {
          setSecret(e.secret);
          setUrl('');
        },
      },
    );
  };
  const banner = bannerText(create.error, ['url', 'events']);
  return (
    <SettingsCard
      id="webhooks"
      title="Webhooks"
      description="We POST a signed JSON event to your address when a video finishes or fails, or a post goes out or fails."
    >
      {hooks.isError && (
        <Alert severity="error">Could not load your webhooks. Please refresh the page.</Alert>
      )}
      <Stack spacing={3}>
        {secret && (
          <Alert severity="success" role="status" onClose={() => setSecret(null)}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>Signing secret</Typography>
            <Box
              component="code"
              sx={{
                display: 'block',
                p: 1.5,
                mb: 1,
                borderRadius: 2,
                bgcolor: 'rgba(0,0,0,0.3)',
                overflowWrap: 'anywhere',
              }}
            >
              {secret}
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <CopyButton text={secret} label="Copy secret" />
              <Typography variant="body2">
                Check each delivery's Reelsmith-Signature with it. Copy it now: you won't see it again.
              </Typography>
            </Stack>
          </Alert>
        )}
        {banner && <Alert severity="error">{banner}</Alert>}
        <Box component="form" noValidate onSubmit={submit} aria-label="Add a webhook endpoint">
          <TextField
            label="Endpoint URL"
            placeholder="https://example.com/hooks/reelsmith"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            {...fieldErrorProps(create.error, 'url')}
            fullWidth
            type="url"
            sx={{ mb: 2 }}
          />
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            Events
          </Typography>
          <FormGroup row sx={{ mb: 2 }}>
            {(hooks.data?.events ?? []).map((ev) => (
              <FormControlLabel
                key={ev}
                control={
                  <Checkbox
                    checked={events.includes(ev)}
                    onChange={() =>
                      setEvents((c) => (c.includes(ev) ? c.filter((x) => x !== ev) : [...c, ev]))
                    }
                  />
                }
                label={<span style={{ fontFamily: 'monospace' }}>{ev}</span>}
              />
            ))}
          </FormGroup>
          {fieldError(create.error, 'events') && (
            <FormHelperText error>{fieldError(create.error, 'events')}</FormHelperText>
          )}
          <SubmitButton pending={create.isPending} busyLabel="Adding...">
            Add endpoint
          </SubmitButton>
        </Box>
        {!!hooks.data?.endpoints.length && (
          <Box
            component="ul"
            aria-label="Your webhook endpoints"
            sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {hooks.data.endpoints.map((e) => (
              <EndpointRow key={e.id} e={e} />
            ))}
          </Box>
        )}
      </Stack>
    </SettingsCard>
  );
}
