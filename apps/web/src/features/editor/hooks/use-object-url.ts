import { useEffect, useRef, useState } from 'react';
import { apiObjectUrl } from '../../../lib/api-client';

/**
 * A picture or sound from a signed-in API path, as an object URL. The previous one stays shown
 * until the new one has arrived (no blank flash while a scene's still is redrawn).
 */
export function useObjectUrl(path: string | null): { url: string | null; loading: boolean; failed: boolean } {
  const [state, setState] = useState<{ path: string | null; url: string | null; failed: boolean }>({
    path: null,
    url: null,
    failed: false,
  });
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!path) return;
    const ctl = new AbortController();
    apiObjectUrl(path, ctl.signal)
      .then((url) => {
        const old = shown.current;
        shown.current = url;
        setState({ path, url, failed: false });
        if (old) URL.revokeObjectURL(old);
      })
      .catch(() => {
        if (!ctl.signal.aborted) setState((s) => ({ ...s, path, failed: true }));
      });
    return () => ctl.abort();
  }, [path]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  return {
    url: state.url,
    loading: !!path && state.path !== path,
    failed: state.path === path && state.failed,
  };
}
