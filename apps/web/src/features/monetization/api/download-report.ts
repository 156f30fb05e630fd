import { useMutation } from '@tanstack/react-query';
import type { MonetizationPeriod } from '@reelsmith/contracts/insights';
import { downloadFile } from '../../../lib/api-client';

export const downloadMonetizationReport = ({
  period,
  scope,
}: {
  period: MonetizationPeriod;
  scope: 'me' | 'team';
}) => downloadFile(`/api/monetization/report?period=${period}&scope=${scope}`, 'reelsmith-monetization.csv');

export const useDownloadMonetizationReport = () => useMutation({ mutationFn: downloadMonetizationReport });
