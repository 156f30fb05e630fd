import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContentItem } from './get-content';

const PATHS = {
  video: (id: string) => `/api/videos/${id}`,
  script: (id: string) => `/api/scripts/${id}/`,
  audio: (id: string) => `/api/audio/${id}`,
};

export const deleteItem = (item: Pick<ContentItem, 'type' | 'id'>) =>
  api<void>(PATHS[item.type](item.id), { method: 'DELETE' });

export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['content'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
