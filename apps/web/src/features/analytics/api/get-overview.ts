import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview, AnalyticsPeriod, AnalyticsPlatform } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';

/** Whose figures: the viewer's own, or their whole team's (decision 115). */
export type Scope = 'me' | 'team';

export interface AnalyticsFilter {
  period: AnalyticsPeriod;
  platform: AnalyticsPlatform;
  scope: Scope;
}
export const filterQuery = (f: AnalyticsFilter) =>
  `period=${f.period}&platform=${f.platform}&scope=${f.scope}`;

export const getOverview = (f: AnalyticsFilter) =>
  api<AnalyticsOverview>(`/api/analytics/overview?${filterQuery(f)}`);

export const overviewQuery = (f: AnalyticsFilter) =>
  queryOptions({
    queryKey: ['analytics', 'overview', f],
    queryFn: () => getOverview(f),
    placeholderData: keepPreviousData,
  });

export const useOverview = (f: AnalyticsFilter) => useQuery(overviewQuery(f));
