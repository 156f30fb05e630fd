import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { enableAffiliate } from './enable-affiliate';
import { retryRateLimitOnly } from '../../../lib/query-retry';

export interface AffiliateProfile {
  referral_code: string | null;
  referral_url: string | null;
  clicks: number;
  signups: number;
  paid_customers: number;
  earned_cents_total: number;
  earned_cents_pending: number;
  earned_cents_ready: number;
  earned_cents_paid: number;
  rate_bps: number;
  hold_days: number;
  cookie_days: number;
  payout_minimum_cents: number;
  payout_method: 'stripe' | 'manual';
  payout_account: 'none' | 'pending' | 'ready';
}

export const getAffiliateProfile = () => api<AffiliateProfile>('/api/affiliate/me/');

/** The spec: a 403 from `me` means the program is not enabled yet; enable it and ask again. */
export async function getOrEnableProfile(): Promise<AffiliateProfile> {
  try {
    return await getAffiliateProfile();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 403) throw err;
    await enableAffiliate();
    return getAffiliateProfile();
  }
}

export const affiliateProfileQuery = () =>
  queryOptions({ queryKey: ['affiliate', 'me'], queryFn: getOrEnableProfile, retry: retryRateLimitOnly });

export const useAffiliateProfile = () => useQuery(affiliateProfileQuery());
