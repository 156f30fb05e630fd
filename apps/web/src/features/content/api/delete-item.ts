import { api } from '../../../lib/api-client';
import type { ContentItem } from './get-content';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

const PATHS = {
  video: (id: string) => `/api/videos/${id}`,
  script: (id: string) => `/api/scripts/${id}/`,
  audio: (id: string) => `/api/audio/${id}`,
};

export const deleteItem = (item: Pick<ContentItem, 'type' | 'id'>) =>
  api<void>(PATHS[item.type](item.id), { method: 'DELETE' });

export function useDeleteItem() {
  return useInvalidatingMutation(deleteItem, [['content'], ['dashboard']]);
}
