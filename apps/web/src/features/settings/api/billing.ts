import { api } from '../../../lib/api-client';
import type { BillingSummary, Usage } from '../../../lib/billing/billing-api';

export const cancelSubscription = () =>
  api<BillingSummary>('/api/billing/subscription/cancel/', { method: 'POST' });
export const resumeSubscription = () =>
  api<BillingSummary>('/api/billing/subscription/resume/', { method: 'POST' });
export const setOverage = (capDollars: number) =>
  api<Usage>('/api/billing/overage/', { method: 'PUT', body: { cap_dollars: capDollars } });
export const stopOverage = () => api<Usage>('/api/billing/overage/', { method: 'DELETE' });
