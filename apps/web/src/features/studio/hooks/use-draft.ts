import { useCallback, useEffect, useState } from 'react';

const key = (id: string) => `reelsmith:studio-draft:${id}`;

/**
 * Unsaved edits survive an accidental navigation: kept in sessionStorage per item until saved or
 * cancelled, restored when the editor opens again, and a reload or tab close asks first.
 */
export function useDraft<T extends object>(id: string, saved: T | undefined) {
  const [value, setValue] = useState<T | undefined>(() => {
    try {
      const raw = sessionStorage.getItem(key(id));
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  });
  const [restored] = useState(() => sessionStorage.getItem(key(id)) !== null);
  const current = value ?? saved;
  const dirty = !!value && !!saved && JSON.stringify(value) !== JSON.stringify(pick(saved, value));

  useEffect(() => {
    if (dirty && value) sessionStorage.setItem(key(id), JSON.stringify(value));
    else if (saved && !dirty) sessionStorage.removeItem(key(id));
  }, [dirty, id, value, saved]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (patch: Partial<T>) => setValue((v) => ({ ...(v ?? saved), ...patch }) as T),
    [saved],
  );
  const discard = useCallback(() => {
    sessionStorage.removeItem(key(id));
    setValue(undefined);
  }, [id]);

  return { value: current, change, discard, dirty, restored: restored && dirty };
}

function pick<T extends object>(from: T, like: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(like) as (keyof T)[]) out[k] = from[k];
  return out;
}
