import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/auth-token';
import { getUpload } from '../api/uploads';
import { isEnhancing, type UploadDto } from '../api/types';

/**
 * Follows the enhance job over Server-Sent Events (GET /api/uploads/:id/events) while it runs: the
 * real stage and percentage. A dropped stream falls back to one GET and reopens.
 */
export function useUploadProgress(upload: UploadDto | null): UploadDto | null {
  const [current, setCurrent] = useState(upload);
  useEffect(() => setCurrent(upload), [upload]);
  const id = upload?.id;
  const live = !!upload && isEnhancing(upload.status);
  useEffect(() => {
    if (!id || !live) return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      if (stopped) return;
      source = new EventSource(
        `/api/uploads/${id}/events?access_token=${encodeURIComponent(getToken() ?? '')}`,
      );
      source.addEventListener('progress', (e) => {
        const u = JSON.parse((e as MessageEvent<string>).data) as UploadDto;
        setCurrent(u);
        if (!isEnhancing(u.status)) {
          stopped = true;
          source?.close();
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        retry = setTimeout(() => {
          getUpload(id)
            .then((u) => {
              setCurrent(u);
              if (isEnhancing(u.status)) open();
            })
            .catch(() => (retry = setTimeout(open, 4000)));
        }, 1500);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [id, live]);
  return current;
}
