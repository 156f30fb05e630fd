import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY, type Me } from '../../../lib/auth/get-me';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api<Me>('/api/users/me/avatar/', { method: 'POST', body: form });
}

export const removeAvatar = () => api<Me>('/api/users/me/avatar/', { method: 'DELETE' });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
