import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY, type NotificationSettings } from './notification-settings';

export const subscribePush = (sub: PushSubscriptionJSON) =>
  api<NotificationSettings>('/api/notifications/push/subscriptions/', {
    method: 'POST',
    body: sub as Record<string, unknown>,
  });

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribePush,
    onSuccess: (s) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, s),
  });
}
