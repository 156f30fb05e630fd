import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_CLIPS_QUERY_KEY, type MyClip, type MyClipsData } from './get-my-clips';

/** What the photo picker offers; the server judges each file by its content anyway. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** POST /api/uploads/photos (multipart `photos`): the photos join the uploads, to choose as B-roll. */
export function addPhotos(files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('photos', f, f.name);
  return api<{ results: MyClip[] }>('/api/uploads/photos', { method: 'POST', body: form }).then(
    (r) => r.results,
  );
}

/** Adds the photos and puts them at the top of the uploads list at once (newest first, as listed). */
export function useAddPhotos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addPhotos,
    onSuccess: (added) => {
      qc.setQueryData<MyClipsData>(MY_CLIPS_QUERY_KEY, (old) =>
        old?.pages.length
          ? {
              ...old,
              pages: old.pages.map((p, i) =>
                i === 0 ? { ...p, results: [...[...added].reverse(), ...p.results] } : p,
              ),
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: ['uploads'] });
    },
  });
}
