import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsInsights, AnalyticsPlatform } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';

export const getInsights = (platform: AnalyticsPlatform) =>
  api<AnalyticsInsights>(`/api/analytics/insights?platform=${platform}`);

export const insightsQuery = (platform: AnalyticsPlatform) =>
  queryOptions({ queryKey: ['analytics', 'insights', platform], queryFn: () => getInsights(platform) });

export const useInsights = (platform: AnalyticsPlatform) => useQuery(insightsQuery(platform));
