import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

/** Changes the password; the server ends other sessions and answers a fresh access token for this one. */
export async function changePassword(input: { current_password: string; new_password: string }) {
  const answer = await api<{ access: string; message: string }>('/api/users/me/password/', {
    method: 'POST',
    body: input,
  });
  setToken(answer.access);
  return answer;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
