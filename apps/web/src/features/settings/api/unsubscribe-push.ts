import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY, type NotificationSettings } from './notification-settings';

export const unsubscribePush = (endpoint: string) =>
  api<NotificationSettings>('/api/notifications/push/unsubscribe/', { method: 'POST', body: { endpoint } });

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribePush,
    onSuccess: (s) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, s),
  });
}
