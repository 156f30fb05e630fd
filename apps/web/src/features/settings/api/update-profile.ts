import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY, type Me } from '../../../lib/auth/get-me';

export type ProfileUpdate = Partial<
  Pick<
    Me,
    | 'first_name'
    | 'last_name'
    | 'default_voice'
    | 'default_style'
    | 'default_caption_preset'
    | 'default_language'
  >
>;

export const updateProfile = (update: ProfileUpdate) =>
  api<Me>('/api/users/me/', { method: 'PATCH', body: update });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
