import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useNotificationSettings } from '../api/notification-settings';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { bannerText } from './errors';
import { SettingsCard } from './settings-card';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string) => {
  const s = atob(
    base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4),
  );
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

/** This browser's push subscription, if it has one (the service worker is registered on demand). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Settings → Notifications: the finish email opt-out, and Web Push in this browser. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  const [pushError, setPushError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    currentSubscription()
      .then((s) => setPushOn(!!s && Notification.permission === 'granted'))
      .catch(() => setPushOn(false));
  }, []);

  const turnOn = async () => {
    setPushError(null);
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setPushError(
          'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
        );
        return;
      }
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(settings.data!.push_public_key),
      });
      await subscribe.mutateAsync(sub.toJSON());
      setPushOn(true);
    } catch (err) {
      setPushError(bannerText(err, []) ?? 'Could not turn on notifications in this browser.');
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setPushError(null);
    setBusy(true);
    try {
      const sub = await currentSubscription();
      if (sub) {
        await unsubscribe.mutateAsync(sub.endpoint);
        await sub.unsubscribe();
      }
      setPushOn(false);
    } catch (err) {
      setPushError(bannerText(err, []) ?? 'Could not turn off notifications.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard
      id="notifications"
      title="Notifications"
      description="When a video finishes or fails after you have left its page, we can tell you."
    >
      {settings.isPending && <PageLoader label="Loading your notification settings" />}
      {settings.isError && <Alert severity="error">Could not load your notification settings.</Alert>}
      {settings.data && (
        <Stack spacing={2}>
          {update.error && <Alert severity="error">{bannerText(update.error, [])}</Alert>}
          <FormControlLabel
            control={
              <Switch
                checked={settings.data.email_on_finish}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ email_on_finish: e.target.checked })}
              />
            }
            label="Email me when a video is ready or fails"
          />
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Browser notifications
            </Typography>
            {!pushSupported() ? (
              <Typography variant="body2" color="text.secondary">
                This browser cannot show notifications.
              </Typography>
            ) : pushOn ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" role="status">
                  Notifications are on in this browser.
                </Typography>
                <Button variant="outlined" size="small" disabled={busy} onClick={() => void turnOff()}>
                  Turn off
                </Button>
              </Stack>
            ) : (
              <Button variant="outlined" disabled={busy || pushOn === null} onClick={() => void turnOn()}>
                {busy ? 'Asking your browser...' : 'Turn on browser notifications'}
              </Button>
            )}
            {pushError && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {pushError}
              </Alert>
            )}
          </div>
        </Stack>
      )}
    </SettingsCard>
  );
}
