import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; password: string }) =>
  api<{ message: string }>('/api/users/password/reset/', { method: 'POST', body: input, anonymous: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
