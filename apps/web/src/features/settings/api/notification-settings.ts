import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface NotificationSettings {
  email_on_finish: boolean;
  push_public_key: string;
  push_subscriptions: number;
}

export const NOTIFICATIONS_QUERY_KEY = ['notifications', 'settings'] as const;
export const getNotificationSettings = (signal?: AbortSignal) =>
  api<NotificationSettings>('/api/notifications/settings/', { signal });
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
