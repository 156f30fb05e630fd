import { useSyncExternalStore } from 'react';

// The spec stores the access token under the local-storage key "token"; existing clients read it there.
const KEY = 'token';

export const getToken = () => localStorage.getItem(KEY);
export const setToken = (token: string) => localStorage.setItem(KEY, token);
export const clearToken = () => localStorage.removeItem(KEY);

/** The spec's script API message when no token is stored. */
export const NO_TOKEN_MESSAGE = 'No authentication token found. Please login again.';

/** The spec's script calls check for a stored token before they call. */
export function requireToken(): void {
  if (!getToken()) throw new Error(NO_TOKEN_MESSAGE);
}

const unchanging = () => () => {};
/**
 * Whether a token is stored, for rendering: false while React takes over the prerendered landing (a
 * signed-out visitor's HTML), then the stored answer, so the takeover never mismatches.
 */
export const useHasToken = () =>
  useSyncExternalStore(
    unchanging,
    () => Boolean(getToken()),
    () => false,
  );
