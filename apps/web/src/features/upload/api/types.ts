/** GET /api/uploads/:id (apps/server/src/modules/uploads/uploads.schemas.ts). */
export interface TranscriptWord {
  text: string;
  start: number;
  end: number;
}

export interface UploadDto {
  id: string;
  filename: string;
  size_bytes: number;
  duration_seconds: number;
  width: number;
  height: number;
  has_audio: boolean;
  status:
    'uploaded' | 'queued' | 'analysing' | 'transcribing' | 'rendering' | 'checking' | 'completed' | 'failed';
  percent: number;
  error: string | null;
  options: {
    reframe: string;
    loudness: boolean;
    denoise: boolean;
    trim_silence: boolean;
    captions: boolean;
    caption_style: string;
  } | null;
  transcript: TranscriptWord[] | null;
  original_url: string;
  output_url: string | null;
  /** While the enhance renders: a growing MP4 of the enhanced result so far (decision 103). */
  preview_url: string | null;
  output_duration_seconds: number | null;
  loudness: { lufs: number; true_peak: number } | null;
  stage_timings: Record<string, number> | null;
  video_id: string | null;
  created_at: string;
}

export const isEnhancing = (s: UploadDto['status']) =>
  s === 'queued' || s === 'analysing' || s === 'transcribing' || s === 'rendering' || s === 'checking';
