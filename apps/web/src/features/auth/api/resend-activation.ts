import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendActivation = (email: string) =>
  api<{ message: string }>('/api/users/activation/resend/', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
