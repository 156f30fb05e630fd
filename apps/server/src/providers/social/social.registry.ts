import type { Env } from '../../config/env.ts';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../db/schema/social.ts';
import { createInstagramProvider } from './instagram.social.ts';
import type { SocialProvider } from './social.types.ts';
import { createTikTokProvider } from './tiktok.social.ts';
import { createYouTubeProvider } from './youtube.social.ts';

export interface SocialProviders {
  /** The adapter of each platform this server has client credentials for. */
  get(platform: SocialPlatform): SocialProvider | undefined;
  /** The variables to set for a platform that is not configured (empty when it is). */
  missing(platform: SocialPlatform): string[];
}

const NEEDS: Record<SocialPlatform, [string, string]> = {
  youtube: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  instagram: ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
};

/**
 * Real adapters only: a platform without credentials is not connectable (there is no offline
 * stand-in that pretends to post). Base URLs come from the environment so tests use local fakes.
 */
export function createSocialProviders(env: Env): SocialProviders {
  const made: Partial<Record<SocialPlatform, SocialProvider>> = {};
  if (env.YOUTUBE_CLIENT_ID && env.YOUTUBE_CLIENT_SECRET)
    made.youtube = createYouTubeProvider({
      clientId: env.YOUTUBE_CLIENT_ID,
      clientSecret: env.YOUTUBE_CLIENT_SECRET,
      authUrl: env.YOUTUBE_AUTH_URL,
      tokenUrl: env.YOUTUBE_TOKEN_URL,
      apiUrl: env.YOUTUBE_API_URL.replace(/\/$/, ''),
    });
  if (env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET)
    made.tiktok = createTikTokProvider({
      clientKey: env.TIKTOK_CLIENT_KEY,
      clientSecret: env.TIKTOK_CLIENT_SECRET,
      authUrl: env.TIKTOK_AUTH_URL,
      apiUrl: env.TIKTOK_API_URL.replace(/\/$/, ''),
    });
  if (env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET)
    made.instagram = createInstagramProvider({
      appId: env.INSTAGRAM_APP_ID,
      appSecret: env.INSTAGRAM_APP_SECRET,
      authUrl: env.INSTAGRAM_AUTH_URL,
      tokenUrl: env.INSTAGRAM_TOKEN_URL,
      graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''),
    });
  return {
    get: (p) => made[p],
    missing: (p) => (made[p] ? [] : NEEDS[p].filter((k) => !env[k as keyof Env])),
  };
}

export const isSocialPlatform = (p: string): p is SocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(p);
