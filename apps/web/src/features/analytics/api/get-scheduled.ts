import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPlatform, ScheduledItem } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';
import type { Scope } from './get-overview';

export const getScheduled = (platform: AnalyticsPlatform, scope: Scope) =>
  api<{ results: ScheduledItem[] }>(`/api/analytics/scheduled?platform=${platform}&scope=${scope}`).then(
    (r) => r.results,
  );

export const scheduledQuery = (platform: AnalyticsPlatform, scope: Scope) =>
  queryOptions({
    queryKey: ['analytics', 'scheduled', platform, scope],
    queryFn: () => getScheduled(platform, scope),
  });

export const useScheduled = (platform: AnalyticsPlatform, scope: Scope) =>
  useQuery(scheduledQuery(platform, scope));
