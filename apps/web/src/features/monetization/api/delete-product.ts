import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const deleteProduct = (id: string) =>
  api<void>(`/api/monetization/products/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  return useInvalidatingMutation(deleteProduct, [['monetization']]);
}
