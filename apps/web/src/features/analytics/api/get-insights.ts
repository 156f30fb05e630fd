import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsInsights, AnalyticsPlatform } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';
import type { Scope } from './get-overview';

export const getInsights = (platform: AnalyticsPlatform, scope: Scope) =>
  api<AnalyticsInsights>(`/api/analytics/insights?platform=${platform}&scope=${scope}`);

export const insightsQuery = (platform: AnalyticsPlatform, scope: Scope) =>
  queryOptions({
    queryKey: ['analytics', 'insights', platform, scope],
    queryFn: () => getInsights(platform, scope),
  });

export const useInsights = (platform: AnalyticsPlatform, scope: Scope) =>
  useQuery(insightsQuery(platform, scope));
