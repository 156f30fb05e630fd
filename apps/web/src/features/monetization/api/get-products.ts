import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Product {
  id: string;
  name: string;
  category: string;
  destination_url: string;
  asin: string | null;
  /** The short tracked link to share. */
  link: string;
  tagged_url: string;
  created_at: string;
}

export const getProducts = () =>
  api<{ results: Product[] }>('/api/monetization/products').then((r) => r.results);

export const productsQuery = () =>
  queryOptions({ queryKey: ['monetization', 'products'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQuery());
