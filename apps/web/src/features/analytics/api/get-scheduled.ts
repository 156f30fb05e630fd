import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPlatform, ScheduledItem } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';

export const getScheduled = (platform: AnalyticsPlatform) =>
  api<{ results: ScheduledItem[] }>(`/api/analytics/scheduled?platform=${platform}`).then((r) => r.results);

export const scheduledQuery = (platform: AnalyticsPlatform) =>
  queryOptions({ queryKey: ['analytics', 'scheduled', platform], queryFn: () => getScheduled(platform) });

export const useScheduled = (platform: AnalyticsPlatform) => useQuery(scheduledQuery(platform));
