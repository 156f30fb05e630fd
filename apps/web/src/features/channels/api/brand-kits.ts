import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import type { BrandKitDto as BrandKit, BrandKitListDto } from '@reelsmith/contracts/channels';

// One file for the brand-kit endpoints: GET/POST /api/brand-kits, PATCH/DELETE /api/brand-kits/{id}.
export const BRAND_KITS_KEY = ['brand-kits'] as const;

export const getBrandKits = () => api<BrandKitListDto>('/api/brand-kits').then((r) => r.brand_kits);
export const brandKitsQuery = () => queryOptions({ queryKey: BRAND_KITS_KEY, queryFn: getBrandKits });
export const useBrandKits = () => useQuery(brandKitsQuery());

/** POST takes multipart: name, a logo file, an optional font file and the other fields. */
export const saveBrandKit = ({ id, form }: { id: string | null; form: FormData }) =>
  id
    ? api<BrandKit>(`/api/brand-kits/${encodeURIComponent(id)}`, { method: 'PATCH', body: form })
    : api<BrandKit>('/api/brand-kits', { method: 'POST', body: form });

export const deleteBrandKit = (id: string) =>
  api<void>(`/api/brand-kits/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useSaveBrandKit = () => useInvalidatingMutation(saveBrandKit, [BRAND_KITS_KEY], { wait: true });
export const useDeleteBrandKit = () =>
  useInvalidatingMutation(deleteBrandKit, [BRAND_KITS_KEY], { wait: true });
