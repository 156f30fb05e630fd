import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { filterQuery, type AnalyticsFilter } from './get-overview';

/** Export Report: the page's figures as CSV, or as a PDF to send to a client. */
export const downloadReport = ({ format, ...f }: AnalyticsFilter & { format: 'csv' | 'pdf' }) =>
  downloadFile(`/api/analytics/report?${filterQuery(f)}&format=${format}`, `reelsmith-analytics.${format}`);

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
