import { api } from '../../../lib/api-client';
import type { BillingSummary } from '../../../lib/billing/billing-api';

export const cancelSubscription = () =>
  api<BillingSummary>('/api/billing/subscription/cancel/', { method: 'POST' });
export const resumeSubscription = () =>
  api<BillingSummary>('/api/billing/subscription/resume/', { method: 'POST' });
