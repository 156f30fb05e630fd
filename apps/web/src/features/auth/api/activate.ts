import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const activate = (token: string) =>
  api<{ message: string }>('/api/users/activate/', { method: 'POST', body: { token }, anonymous: true });

export const useActivate = () => useMutation({ mutationFn: activate });
