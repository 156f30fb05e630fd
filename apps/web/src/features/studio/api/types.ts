import type { CaptionPlatform, CaptionTone, ScriptStatus } from '@reelsmith/contracts/captions';

/** GET /api/scripts/:id/ */
export interface StudioScript {
  id: string;
  title: string;
  topic: string;
  vibe: string | null;
  category: string;
  status: ScriptStatus;
  content: string;
  preview: string;
  word_count: number;
  estimated_duration: number;
  views: number;
  videos: number;
  created_at: string;
  updated_at: string;
}

export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

export interface EngagementReason {
  check: string;
  points: number;
  max: number;
  text: string;
}

/** GET /api/captions/:id/ */
export interface StudioCaption {
  id: string;
  content: string;
  text: string;
  hashtags: string[];
  platform: CaptionPlatform;
  tone: CaptionTone;
  character_count: number;
  character_limit: number;
  engagement: 'High' | 'Medium' | 'Low';
  engagement_score: number;
  engagement_reasons: EngagementReason[];
  created_at: string;
  updated_at: string;
}
