import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { itemsKey } from './get-channel-items';
import type { PlanResponse } from '@reelsmith/contracts/channels';

export const planChannel = ({ channelId, count }: { channelId: string; count: number }) =>
  api<PlanResponse>(`/api/channels/${encodeURIComponent(channelId)}/plan`, {
    method: 'POST',
    body: { count },
  });

export const usePlanChannel = (channelId: string) =>
  useInvalidatingMutation(planChannel, [itemsKey(channelId), ['channels']], { wait: true });
