import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { clearToken } from '../auth-token';

/** Revokes the refresh cookie on the server, then forgets the access token and every cached query. */
export async function logout(): Promise<void> {
  try {
    await api('/api/users/logout/', { method: 'POST', anonymous: true });
  } finally {
    clearToken();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
