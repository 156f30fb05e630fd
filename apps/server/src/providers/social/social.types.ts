import type { SocialPlatform } from '../../db/schema/social.ts';

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  scopes?: string;
}

export interface LinkedAccount {
  id: string;
  username: string;
}

export interface VideoToPublish {
  /** A local copy of the MP4 (adapters read it in chunks). */
  filePath: string;
  size: number;
  durationSec: number;
  title: string;
  description: string;
  hashtags: string[];
  /** A signed, expiring public address of the same file (Instagram fetches the video itself). */
  publicUrl: () => string;
}

export interface PublishRun {
  /** Where an earlier attempt stopped (as given to `saveState`), so a retry resumes, never re-posts. */
  state: Record<string, unknown>;
  saveState: (state: Record<string, unknown>) => Promise<void>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** How long to wait between status polls (tests shorten it). */
  pollMs?: number;
}

export interface Published {
  remoteId: string;
  url: string | null;
}

export interface PostMetrics {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** One platform's OAuth 2 and posting protocol. Adapters only do I/O; the service decides. */
export interface SocialProvider {
  readonly platform: SocialPlatform;
  readonly displayName: string;
  authorizeUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(p: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<{ tokens: OAuthTokens; account: LinkedAccount }>;
  refresh(tokens: OAuthTokens): Promise<OAuthTokens>;
  /** The platform's limits for this account and video: a readable reason to refuse, or null. */
  checkLimits(accessToken: string, video: VideoToPublish, postedToday: number): Promise<string | null>;
  publish(accessToken: string, video: VideoToPublish, run: PublishRun): Promise<Published>;
  fetchMetrics(accessToken: string, remoteId: string): Promise<PostMetrics>;
}

/** Why a platform call failed, sorted by what we do next. */
export type SocialErrorKind = 'auth' | 'rate_limited' | 'temporary' | 'rejected';

export class SocialApiError extends Error {
  constructor(
    public readonly kind: SocialErrorKind,
    message: string,
    public readonly retryAfterSec?: number,
  ) {
    super(message);
    this.name = 'SocialApiError';
  }
}
