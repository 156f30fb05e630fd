import { useQuery } from '@tanstack/react-query';
import type { SharedVideoDto } from '@reelsmith/contracts/share';
import { api } from '../../../lib/api-client';

/** A share link's video, for anyone holding the link (no sign-in). */
export const getSharedVideo = (token: string, signal?: AbortSignal) =>
  api<SharedVideoDto>(`/api/shared/${encodeURIComponent(token)}`, { anonymous: true, signal });

export const useSharedVideo = (token: string) =>
  useQuery({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => getSharedVideo(token, signal),
    // A dead link stays dead: say so at once rather than retrying.
    retry: false,
    staleTime: Infinity,
  });
