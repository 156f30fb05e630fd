import { useCallback, useEffect, useState } from 'react';
import { copyText } from '../../../lib/clipboard';

/** The spec's copy confirmation: 2 s. */
export const CONFIRM_MS = 2000;

/**
 * Share through the device's share sheet; where there is none (most desktops), copy instead.
 * `done` reads 'shared' or 'copied' for 2 s.
 */
export function useShare() {
  const [done, setDone] = useState<null | 'shared' | 'copied'>(null);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setDone(null), CONFIRM_MS);
    return () => clearTimeout(t);
  }, [done]);

  const share = useCallback(async (data: { title: string; text: string }) => {
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        setDone('shared');
        return;
      } catch (err) {
        // The user closed the sheet: nothing to do.
        if ((err as DOMException).name === 'AbortError') return;
      }
    }
    await copyText(data.text);
    setDone('copied');
  }, []);

  const copy = useCallback(async (text: string) => {
    await copyText(text);
    setDone('copied');
  }, []);

  return { share, copy, done };
}

/** Saves text as a .txt file named after the title. */
export function downloadTxt(title: string, text: string) {
  const name =
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'reelsmith';
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.txt`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
