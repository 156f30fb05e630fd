import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export interface ImportResult {
  rows: number;
  imported: number;
  skipped: number;
  matched: number;
  amount: number;
  message: string;
}

/** An Amazon Associates earnings report (CSV): every row is imported, or none. */
export const importEarnings = (content: string) =>
  api<ImportResult>('/api/monetization/earnings/import', {
    method: 'POST',
    body: { format: 'amazon-associates', content },
  });

export function useImportEarnings() {
  return useInvalidatingMutation(importEarnings, [['monetization']]);
}
