import type { BillingInterval, PlanId } from '@reelsmith/contracts/plans';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api-client';
import { getToken } from '../auth-token';
import { seedsQuery } from '../early-data';

export interface Usage {
  period: string;
  time_zone: string;
  /** `time_zone`'s offset from UTC now, in minutes (east positive). */
  utc_offset_minutes: number;
  resets_on: string;
  videos: { used: number; limit: number | null };
  voice: { used: number; limit: number; characters_each: number };
  /** Usage past the allowance: whether this server bills it, the creator's monthly limit (null: off), spent. */
  overage: { available: boolean; cap_cents: number | null; spent_cents: number };
}

export interface Team {
  role: 'owner' | 'member';
  owner: { id: string; name: string; email: string } | null;
  seats: number;
  members: { id: string; name: string; email: string; joined_at: string }[];
  invites: { id: string; email: string; expires_at: string }[];
}

export interface BillingSummary {
  billing_enabled: boolean;
  payments_message: string | null;
  plan: PlanId;
  plan_name: string;
  source: 'free' | 'grant' | 'subscription' | 'team';
  interval: BillingInterval | null;
  status: string | null;
  cancel_at_period_end: boolean;
  renews_at: string | null;
  ends_at: string | null;
  grace_until: string | null;
  /** Why the plan is paused (a disputed payment), in the creator's words; null when it is not. */
  suspended: string | null;
  has_customer: boolean;
  usage: Usage;
  team: Team | null;
}

export interface Invoice {
  id: string;
  number: string | null;
  created: string;
  amount_paid: number;
  amount_due: number;
  currency: string;
  status: string | null;
  url: string | null;
  pdf: string | null;
}

export const BILLING_QUERY_KEY = ['billing'] as const;
const BILLING_PATH = '/api/billing/';
seedsQuery(BILLING_PATH, BILLING_QUERY_KEY);

export const getBilling = (signal?: AbortSignal) => api<BillingSummary>(BILLING_PATH, { signal });

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: BILLING_QUERY_KEY,
    queryFn: ({ signal }) => getBilling(signal),
    staleTime: 15_000,
  });

/** Plan, renewal, this month's usage and the team, for the shell's meter and Settings → Billing. */
/** The plan and the month's usage; `staleTime` is this screen's (the app's sidebar: a minute, decision 061). */
export const useBilling = (staleTime?: number) =>
  useQuery({
    ...billingQueryOptions(),
    enabled: !!getToken(),
    ...(staleTime === undefined ? {} : { staleTime }),
  });

export const useInvoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'invoices'],
    queryFn: ({ signal }) => api<{ results: Invoice[] }>('/api/billing/invoices/', { signal }),
    enabled,
  });

/** Opens Stripe Checkout for a plan and interval (refused with a sentence while a subscription is live). */
export async function startCheckout(plan: PlanId, interval: BillingInterval): Promise<void> {
  const { url } = await api<{ url: string }>('/api/billing/checkout/', {
    method: 'POST',
    body: { plan, interval },
  });
  window.location.assign(url);
}

export async function openPortal(): Promise<void> {
  const { url } = await api<{ url: string }>('/api/billing/portal/', { method: 'POST' });
  window.location.assign(url);
}

export const confirmCheckout = (sessionId: string, signal?: AbortSignal) =>
  api<{ status: 'paid' | 'pending' | 'expired'; plan: PlanId; plan_name: string }>(
    `/api/billing/checkout/${encodeURIComponent(sessionId)}/`,
    { signal },
  );

/** A billing change (cancel, resume, team) whose answer refreshes everything that shows the plan. */
export function useBillingAction<T, A = void>(fn: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'stats'] });
    },
  });
}

const ZONE_KEY = 'reelsmith-time-zone';

/**
 * Allowances run per calendar month in the user's time zone: the browser's, kept in step. Asking
 * the browser for its zone loads its calendar data (40 ms on a laptop, 160 ms on a phone), so it is
 * asked only when its offset from UTC (free to read) differs from the saved zone's, once the screen is
 * idle, and the answer is kept for the tab's session. While the offsets agree, so do the months.
 */
export function useSyncTimeZone(usage: Usage | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!usage || sessionStorage.getItem(ZONE_KEY) === usage.time_zone) return;
    if (-new Date().getTimezoneOffset() === usage.utc_offset_minutes) return;
    const check = () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (!zone) return;
      sessionStorage.setItem(ZONE_KEY, zone);
      if (zone === usage.time_zone) return;
      api<Usage>('/api/billing/time-zone/', { method: 'PUT', body: { time_zone: zone } })
        .then(() => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }))
        .catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(check, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(check, 1000);
    return () => clearTimeout(timer);
  }, [usage, queryClient]);
}
