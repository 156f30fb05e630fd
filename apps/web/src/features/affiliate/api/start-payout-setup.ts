import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Stripe's hosted onboarding for the account payouts go to; the browser goes there. */
export const startPayoutSetup = () => api<{ url: string }>('/api/affiliate/connect/', { method: 'POST' });

export const useStartPayoutSetup = () =>
  useMutation({
    mutationFn: startPayoutSetup,
    onSuccess: ({ url }) => window.location.assign(url),
  });
