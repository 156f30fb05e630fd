import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  /** Set when the server turned it off after failing for a day. */
  disabled_at: string | null;
  consecutive_failures: number;
  /** Why no events are sent to it now (the plan lost API access); null while they are. */
  paused_reason: string | null;
  created_at: string;
}

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
export const listWebhooks = (signal?: AbortSignal) =>
  api<{ events: string[]; endpoints: WebhookEndpoint[] }>('/api/webhooks/', { signal });
export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: ({ signal }) => listWebhooks(signal) });
export const useWebhooks = (enabled = true) => useQuery({ ...webhooksQueryOptions(), enabled });
