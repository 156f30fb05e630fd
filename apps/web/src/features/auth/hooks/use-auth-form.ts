import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../../../lib/auth/validation';

/**
 * What the sign-in and sign-up forms share: field values, per-field errors (editing a field clears
 * its error, as the spec says), and a delayed redirect that is cancelled if the page goes away.
 */
export function useAuthForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: F) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<F>);
  };

  const after = (ms: number, fn: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  };

  return { values, setValues, errors, setErrors, change, after };
}
