import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api-client';
import { BILLING_QUERY_KEY } from '../billing/billing-api';
import { getToken } from '../auth-token';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { isLive } from '@reelsmith/contracts/video';

/**
 * Follows a video over Server-Sent Events (GET /api/videos/:id/events) until it is finished.
 * EventSource cannot send headers, so the token rides in ?access_token=. When the stream drops
 * (an expired token, a restart), one GET through the API client refreshes the token and the
 * stream reopens.
 */
export function useVideoProgress<T extends { id: string; status: string }>(
  initial: T | null | undefined,
): T | VideoDto | null {
  const [video, setVideo] = useState<T | VideoDto | null>(initial ?? null);
  const qc = useQueryClient();
  const id = initial?.id;
  const startLive = !!initial && isLive(initial.status);

  useEffect(() => {
    setVideo(initial ?? null);
    // Only a new video (id) restarts the stream; later props of the same video are older than the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  useEffect(() => {
    if (!id || !startLive) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const finish = (v: VideoDto) => {
      stopped = true;
      source?.close();
      void qc.invalidateQueries({ queryKey: ['content'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['me'] });
      void qc.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      setVideo(v);
    };
    const open = () => {
      if (stopped) return;
      const token = getToken() ?? '';
      source = new EventSource(`/api/videos/${id}/events?access_token=${encodeURIComponent(token)}`);
      source.addEventListener('progress', (e) => {
        const v = JSON.parse((e as MessageEvent<string>).data) as VideoDto;
        if ((v.status as string) === 'deleted') {
          stopped = true;
          source?.close();
          return;
        }
        if (isLive(v.status)) setVideo(v);
        else finish(v);
      });
      source.addEventListener('gone', () => {
        stopped = true;
        source?.close();
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        retry = setTimeout(async () => {
          try {
            const v = await api<VideoDto>(`/api/videos/${id}`);
            if (isLive(v.status)) {
              setVideo(v);
              open();
            } else finish(v);
          } catch {
            retry = setTimeout(open, 4000);
          }
        }, 1500);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [id, startLive, qc]);

  return video;
}
