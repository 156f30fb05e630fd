import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import type { LoginValues } from '../../../lib/auth/validation';

export const LOGIN_PATH = '/api/users/login/';

export interface LoginAnswer {
  access: string;
  message: string;
}

/** Signs in; the access token goes to local storage under "token", the refresh token arrives as an httpOnly cookie. */
export async function login(values: LoginValues): Promise<LoginAnswer> {
  const answer = await api<LoginAnswer>(LOGIN_PATH, { method: 'POST', body: values, anonymous: true });
  setToken(answer.access);
  return answer;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.removeQueries(),
  });
}
