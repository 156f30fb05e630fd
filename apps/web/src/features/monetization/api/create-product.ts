import { api } from '../../../lib/api-client';
import type { Product } from './get-products';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const createProduct = (body: { name: string; destination_url: string; category?: string }) =>
  api<Product>('/api/monetization/products', { method: 'POST', body });

export function useCreateProduct() {
  return useInvalidatingMutation(createProduct, [['monetization']]);
}
