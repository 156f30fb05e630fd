import type { TrendsProvider } from './trends.types.ts';

/** No outside source configured: nothing is invented; the trending screen shows the platform's own aggregate. */
export function createBuiltinTrends(): TrendsProvider {
  return { name: 'builtin', viral: async () => [] };
}
