import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the prerendered landing and while React takes it over, true once it has: a control whose
 * handler is not attached yet waits for this (a native form submit would reload the page instead).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
