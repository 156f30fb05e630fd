import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteProduct = (id: string) =>
  api<void>(`/api/monetization/products/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['monetization'] }),
  });
}
