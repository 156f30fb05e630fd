import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectPlatform } from '../api/connect-platform';
import { getConnectionStatus } from '../api/get-connection-status';

export const POPUP_POLL_MS = 2000;
export const POPUP_TIMEOUT_MS = 120_000;

/**
 * Connect: opens the platform's sign-in in a 600x700 popup, then asks the server every 2 s whether
 * the account is linked, stopping when it is or after 120 s (the spec's timings).
 */
export function useOauthPopup(onError: (platform: string, err: unknown) => void) {
  const qc = useQueryClient();
  const [connecting, setConnecting] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const stop = useCallback(() => {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
    setConnecting(null);
    // A connection changed: the connections and the stats (connected platforms), not the posts.
    void qc.invalidateQueries({ queryKey: ['social', 'connections'] });
    void qc.invalidateQueries({ queryKey: ['social', 'stats'] });
  }, [qc]);
  useEffect(() => () => void (timer.current && window.clearInterval(timer.current)), []);

  const connect = useCallback(
    async (platform: string) => {
      // Opened now, inside the click, so the browser does not block it; the address comes next.
      const left = Math.max(0, window.screenX + (window.outerWidth - 600) / 2);
      const top = Math.max(0, window.screenY + (window.outerHeight - 700) / 2);
      const popup = window.open(
        '',
        `reelsmith-connect-${platform}`,
        `width=600,height=700,left=${left},top=${top}`,
      );
      setConnecting(platform);
      let url: string;
      try {
        url = (await connectPlatform(platform)).oauth_url;
      } catch (err) {
        popup?.close();
        setConnecting(null);
        onError(platform, err);
        return;
      }
      if (popup) popup.location.href = url;
      else window.open(url, `reelsmith-connect-${platform}`, 'width=600,height=700');
      const started = Date.now();
      timer.current = window.setInterval(async () => {
        if (Date.now() - started >= POPUP_TIMEOUT_MS) return stop();
        try {
          const platforms = await getConnectionStatus();
          if (platforms.find((p) => p.platform.name === platform)?.is_connected) stop();
        } catch {
          /* keep polling until the time is up */
        }
      }, POPUP_POLL_MS);
    },
    [onError, stop],
  );

  return { connect, connecting };
}
