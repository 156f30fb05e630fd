import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContentItem } from './get-content';

export const renameItem = ({ item, title }: { item: Pick<ContentItem, 'type' | 'id'>; title: string }) =>
  item.type === 'video'
    ? api(`/api/videos/${item.id}`, { method: 'PATCH', body: { title } })
    : api(`/api/scripts/${item.id}/`, { method: 'PATCH', body: { title } });

export function useRenameItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: renameItem,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['content'] }),
  });
}
