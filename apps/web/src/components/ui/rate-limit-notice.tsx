import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { rateLimitWait } from '../../lib/query-retry';

/**
 * Says why a screen is still loading while it waits out a 429 (the account's allowance for the
 * minute), and counts down to the moment it asks again; gone once that moment has passed.
 */
export function RateLimitNotice() {
  const retryAt = useSyncExternalStore(rateLimitWait.subscribe, rateLimitWait.retryAt);
  const [now, setNow] = useState(() => Date.now());
  const waiting = retryAt > now;
  useEffect(() => {
    setNow(Date.now());
    if (retryAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= retryAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [retryAt]);
  if (!waiting) return null;
  const sec = Math.max(1, Math.ceil((retryAt - now) / 1000));
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 1400,
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(520px, calc(100vw - 24px))',
      }}
    >
      <Alert severity="info" role="status" variant="filled">
        Your account is making a lot of requests right now. This screen will try again in {sec}{' '}
        {sec === 1 ? 'second' : 'seconds'}.
      </Alert>
    </Box>
  );
}
