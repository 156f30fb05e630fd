import { useQuery } from '@tanstack/react-query';
import { confirmCheckout } from '../../../lib/billing/billing-api';

/** Asks the server (which asks Stripe) whether this checkout is paid; polls while Stripe is still confirming. */
export const useConfirmCheckout = (sessionId: string | null) =>
  useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: ({ signal }) => confirmCheckout(sessionId!, signal),
    enabled: !!sessionId,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.dataUpdateCount < 30 ? 2000 : false,
    retry: 1,
  });
