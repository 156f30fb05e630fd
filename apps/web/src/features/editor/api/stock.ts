import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { StoryboardScene } from '@reelsmith/contracts/storyboard';
import { api } from '../../../lib/api-client';

/** One stock clip a search found (GET /api/stock). */
export interface StockItem {
  id: string;
  width: number;
  height: number;
  durationSec: number;
  attribution: string;
  /** Its still, through our API (signed in: fetched as an object URL). */
  pictureUrl: string;
}

export interface StockAnswer {
  available: boolean;
  /** Why there is none here, in the creator's words. */
  reason?: string;
  items: StockItem[];
}

export const searchStock = (q: string, signal?: AbortSignal) =>
  api<StockAnswer>(`/api/stock?q=${encodeURIComponent(q)}`, { signal });

/** The server's stock footage matching words (an empty search only asks whether there is any). */
export const useStockSearch = (q: string) =>
  useQuery({
    queryKey: ['stock', q],
    queryFn: ({ signal }) => searchStock(q, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Keeps a chosen clip with the video; answers the picture to put in the scene. */
export const useChooseStock = (videoId: string) =>
  useMutation({
    mutationFn: (clipId: string) =>
      api<{ visual: StoryboardScene['visual'] }>(
        `/api/videos/${encodeURIComponent(videoId)}/storyboard/stock`,
        { method: 'POST', body: { clipId } },
      ),
  });
