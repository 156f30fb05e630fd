import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import type { TranscriptWord, UploadDto } from './types';

export const getUpload = (id: string) => api<UploadDto>(`/api/uploads/${id}`);

export const useUpload = (id: string | null) =>
  useQuery({ queryKey: ['uploads', id], queryFn: () => getUpload(id!), enabled: !!id });

export interface EnhanceInput {
  reframe: 'blur' | 'crop' | 'subject';
  loudness: boolean;
  denoise: boolean;
  trim_silence: boolean;
  captions: boolean;
  caption_style: string;
  transcript?: TranscriptWord[];
}

/** POST /api/uploads/:id/enhance: queues the job; follow it with useUploadProgress. */
export const useEnhance = (id: string) =>
  useMutation({
    mutationFn: (input: EnhanceInput) =>
      api<UploadDto>(`/api/uploads/${id}/enhance`, { method: 'POST', body: { ...input } }),
  });

export interface ExportAnswer {
  preset: string;
  label: string;
  max_seconds: number;
  trimmed: boolean;
  duration_seconds: number;
  url: string;
  download_url: string;
}

export const useExport = (id: string) =>
  useMutation({
    mutationFn: (preset: string) =>
      api<ExportAnswer>(`/api/uploads/${id}/export`, { method: 'POST', body: { preset } }),
  });

export const useSaveToContent = (id: string) =>
  useMutation({
    mutationFn: () => api<{ video_id: string }>(`/api/uploads/${id}/save`, { method: 'POST' }),
  });

/**
 * The before/after still (GET /api/uploads/:id/preview.jpg). An <img> cannot send the bearer
 * token, so the picture is fetched here and shown from an object URL.
 */
export const usePreviewFrame = (id: string, reframe: string, at: number) =>
  useQuery({
    queryKey: ['uploads', id, 'preview', reframe, at],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/uploads/${id}/preview.jpg?reframe=${reframe}&at=${at}`, {
        headers: { Authorization: `Bearer ${getToken() ?? ''}` },
        signal,
      });
      if (!res.ok) throw new Error('The preview could not be made.');
      return URL.createObjectURL(await res.blob());
    },
  });
