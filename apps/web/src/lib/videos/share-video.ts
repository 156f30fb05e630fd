import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { captionAndHashtags } from '@reelsmith/contracts/post-words';
import type { ShareLinkDto } from '@reelsmith/contracts/share';
import { api } from '../api-client';

/** A 30-minute link to a page that plays the finished video on a phone (no sign-in there). */
export const createShareLink = (videoId: string) =>
  api<ShareLinkDto>(`/api/videos/${videoId}/share-link`, { method: 'POST' });

export const useShareLink = () => useMutation({ mutationFn: createShareLink });

/** Whether this device's share sheet takes a video file (phones; a desktop usually does not). */
export function canShareVideoFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'video.mp4', { type: 'video/mp4' })] });
  } catch {
    return false;
  }
}

export interface ShareableVideo {
  /** The MP4's address (a signed file link). */
  url: string;
  /** The file name the apps will see. */
  fileName: string;
  title: string;
  /** Caption and hashtags, for apps that take text beside the file. */
  text: string;
}

/** What the share sheet gets for a video with these words, its file at `url` (none: not ready). */
export function shareableVideo(
  v: { title: string; caption: string | null; hashtags: string[] },
  url: string | null,
): ShareableVideo | null {
  return url ? { url, fileName: videoFileName(v.title), title: v.title, text: captionAndHashtags(v) } : null;
}

type ShareState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The device's share sheet with the MP4 file itself, so it goes straight into TikTok, Instagram or
 * YouTube. The file is fetched on the first tap; when that took so long that the browser no longer
 * counts the tap as the creator's (it then refuses to open the sheet), the button asks for one more
 * tap with the file already in hand.
 */
export function useShareVideoFile(video: ShareableVideo | null) {
  const file = useRef<{ url: string; file: File } | null>(null);
  const [state, setState] = useState<ShareState>('idle');
  const [error, setError] = useState('');

  const share = async () => {
    if (!video) return;
    setError('');
    try {
      if (file.current?.url !== video.url) {
        setState('loading');
        const res = await fetch(video.url);
        if (!res.ok) throw new Error('fetch');
        const blob = await res.blob();
        file.current = { url: video.url, file: new File([blob], video.fileName, { type: 'video/mp4' }) };
      }
      await navigator.share({ files: [file.current.file], title: video.title, text: video.text });
      setState('idle');
    } catch (err) {
      const name = err instanceof DOMException ? err.name : '';
      if (name === 'AbortError')
        setState('idle'); // the creator closed the sheet
      else if (name === 'NotAllowedError' && file.current) setState('ready');
      else {
        setState('error');
        setError('Could not open the share sheet. Download the video and share it from your gallery.');
      }
    }
  };
  return {
    share,
    state,
    error,
    label: state === 'ready' ? 'Share now' : state === 'loading' ? 'Preparing…' : 'Share',
  };
}

/** "Why cats sit in boxes" → "Why cats sit in boxes.mp4" (as the download names it). */
export function videoFileName(title: string): string {
  const safe = title
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .slice(0, 60);
  return `${safe || 'reelsmith-video'}.mp4`;
}
