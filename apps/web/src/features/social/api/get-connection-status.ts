import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PlatformStatus {
  platform: { name: string; display_name: string; is_coming_soon: boolean };
  is_connected: boolean;
  account: { platform_username: string; last_connected_at: string } | null;
  needs_reconnect: boolean;
  is_configured: boolean;
  missing_env: string[];
  early_access_requested: boolean;
}

export const getConnectionStatus = () =>
  api<{ platforms: PlatformStatus[] }>('/api/social/connection-status/').then((r) => r.platforms);

export const connectionStatusQuery = () =>
  queryOptions({ queryKey: ['social', 'connections'], queryFn: getConnectionStatus });

export const useConnectionStatus = () => useQuery(connectionStatusQuery());
