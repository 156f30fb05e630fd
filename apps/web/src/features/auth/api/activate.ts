import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

/** Activates the account and signs in: the access token is stored as a sign-in stores it. */
export async function activate(token: string): Promise<{ message: string }> {
  const answer = await api<{ message: string; access: string }>('/api/users/activate/', {
    method: 'POST',
    body: { token },
    anonymous: true,
  });
  setToken(answer.access);
  return answer;
}
