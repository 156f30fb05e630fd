import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  api<{ message: string }>('/api/users/password/forgot/', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
