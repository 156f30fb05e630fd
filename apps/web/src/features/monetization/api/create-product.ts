import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from './get-products';

export const createProduct = (body: { name: string; destination_url: string; category?: string }) =>
  api<Product>('/api/monetization/products', { method: 'POST', body });

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['monetization'] }),
  });
}
