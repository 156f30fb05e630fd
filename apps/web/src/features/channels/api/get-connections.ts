import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The creator's social accounts: a channel posts only to platforms connected here. */
export interface Connection {
  platform: { name: string; display_name: string; is_coming_soon: boolean };
  is_connected: boolean;
  account: { platform_username: string } | null;
}

export const getConnections = () =>
  api<{ platforms: Connection[] }>('/api/social/connection-status/').then((r) => r.platforms);

// The same key as the social screen's, so the two share one answer.
export const connectionsQuery = () =>
  queryOptions({ queryKey: ['social', 'connections'], queryFn: getConnections });

export const useConnections = () => useQuery(connectionsQuery());
