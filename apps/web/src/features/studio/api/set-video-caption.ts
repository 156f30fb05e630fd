import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const setVideoCaption = ({ id, videoId }: { id: string; videoId: string }) =>
  api<{ video_id: string; caption: string }>(`/api/captions/${id}/use/`, {
    method: 'POST',
    body: { video_id: videoId },
  });

export const useSetVideoCaption = () => useMutation({ mutationFn: setVideoCaption });
