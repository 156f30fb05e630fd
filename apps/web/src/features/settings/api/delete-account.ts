import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';

export async function deleteAccount(password: string) {
  const answer = await api<{ message: string }>('/api/users/me/', { method: 'DELETE', body: { password } });
  clearToken();
  return answer;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
