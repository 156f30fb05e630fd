import { api } from '../../../lib/api-client';
import type { ContentItem } from './get-content';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const renameItem = ({ item, title }: { item: Pick<ContentItem, 'type' | 'id'>; title: string }) =>
  item.type === 'video'
    ? api(`/api/videos/${item.id}`, { method: 'PATCH', body: { title } })
    : api(`/api/scripts/${item.id}/`, { method: 'PATCH', body: { title } });

export function useRenameItem() {
  return useInvalidatingMutation(renameItem, [['content']]);
}
