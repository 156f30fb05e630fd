import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY, type NotificationSettings } from './notification-settings';

export const updateNotificationSettings = (body: { email_on_finish: boolean }) =>
  api<NotificationSettings>('/api/notifications/settings/', { method: 'PATCH', body });

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (s) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, s),
  });
}
