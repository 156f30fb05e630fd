import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const connectPlatform = (platform: string) =>
  api<{ oauth_url: string }>(`/api/social/platforms/${platform}/connect/`, { method: 'POST' });

export const useConnectPlatform = () => useMutation({ mutationFn: connectPlatform });
