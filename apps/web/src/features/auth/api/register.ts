import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SignupValues } from '../../../lib/auth/validation';

export const REGISTER_PATH = '/api/users/register/';

export const register = (values: SignupValues) =>
  api<{ message: string }>(REGISTER_PATH, { method: 'POST', body: values, anonymous: true });

export const useRegister = () => useMutation({ mutationFn: register });
