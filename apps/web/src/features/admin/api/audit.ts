import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './users';

export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

export const getAudit = (signal?: AbortSignal) =>
  api<{ entries: AuditEntry[] }>('/api/admin/audit?limit=200', { signal });
export const auditQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'audit'], queryFn: ({ signal }) => getAudit(signal) });
export const useAudit = () => useQuery(auditQueryOptions());
