import { ApiError } from '../../../lib/server-errors';

// How the upload screens word a file's size and an error.

export const bytes = (n: number) =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(1)} GB`
    : n >= 1024 ** 2
      ? `${(n / 1024 ** 2).toFixed(1)} MB`
      : `${Math.round(n / 1024)} KB`;
export const errorText = (e: unknown) =>
  e instanceof ApiError || e instanceof Error ? e.message : String(e);
