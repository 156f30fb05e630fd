import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { nextPreviewSrc, RenderPreview, usePreviewSrc } from './render-preview';
import type { PlayHandoff } from './video-frame';
import { VideoResult } from './video-result';

const video = (over: Partial<VideoDto> = {}): VideoDto => ({
  id: 'v1',
  video_id: 'v1',
  title: 'Why octopuses have three hearts',
  idea: 'Why octopuses have three hearts',
  prompt_used: 'Why octopuses have three hearts',
  vibe: 'educational',
  language: 'en',
  voice: 'rachel',
  style: 'cinematic',
  style_used: 'cinematic',
  caption_style: 'bold',
  music: 'auto',
  duration: 15,
  status: 'rendering',
  percent: 42,
  error: null,
  caption: null,
  hashtags: [],
  duration_seconds: null,
  stage_timings: null,
  video_url: null,
  download_url: null,
  thumbnail_url: null,
  srt_url: null,
  vtt_url: null,
  preview_url: '/api/videos/v1/preview?exp=1&sig=a',
  script: null,
  created_at: '2026-01-01T00:00:00.000Z',
  completed_at: null,
  ...over,
});

afterEach(cleanup);

describe('the live preview', () => {
  it('keeps the first link of a render, and lets a retry start a new one', () => {
    expect(nextPreviewSrc(null, 'a')).toBe('a');
    expect(nextPreviewSrc('a', 'b')).toBe('a');
    expect(nextPreviewSrc('a', null)).toBeNull();

    const { result, rerender } = renderHook((v: VideoDto | null) => usePreviewSrc(v), {
      initialProps: video({ preview_url: null }) as VideoDto | null,
    });
    expect(result.current).toBeNull();
    rerender(video());
    expect(result.current).toBe('/api/videos/v1/preview?exp=1&sig=a');
    // A newer signature of the same stream: the player keeps playing what it has.
    rerender(video({ preview_url: '/api/videos/v1/preview?exp=2&sig=b' }));
    expect(result.current).toBe('/api/videos/v1/preview?exp=1&sig=a');
    // A retry: no preview for a moment, then a new stream.
    rerender(video({ status: 'queued', preview_url: null }));
    expect(result.current).toBeNull();
    rerender(video({ preview_url: '/api/videos/v1/preview?exp=3&sig=c' }));
    expect(result.current).toBe('/api/videos/v1/preview?exp=3&sig=c');
    // Another video.
    rerender(video({ id: 'v2', preview_url: '/api/videos/v2/preview?exp=1&sig=d' }));
    expect(result.current).toBe('/api/videos/v2/preview?exp=1&sig=d');
    rerender(null);
    expect(result.current).toBeNull();
  });

  it('plays the growing video with a label, says it is still rendering, and keeps the progress bar', () => {
    render(<RenderPreview video={video()} src="/api/videos/v1/preview?exp=1&sig=a" />);
    const player = screen.getByLabelText('Preview of “Why octopuses have three hearts”, still rendering');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/api/videos/v1/preview?exp=1&sig=a');
    expect(player).toHaveProperty('autoplay', true);
    expect(player).toHaveProperty('controls', true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByTestId('preview-badge').textContent).toBe('Preview · still rendering 42 %');
    expect(screen.getByTestId('render-percent').textContent).toBe('42%');
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('hands the place it reached over to the finished video', () => {
    const handoff = createRef<PlayHandoff | null>() as { current: PlayHandoff | null };
    const { rerender } = render(<RenderPreview video={video()} src="/p" handoff={handoff} />);
    const preview = screen.getByTestId('preview-video') as HTMLVideoElement;
    Object.defineProperty(preview, 'currentTime', { value: 3.5, configurable: true });
    Object.defineProperty(preview, 'paused', { value: false, configurable: true });
    fireEvent.timeUpdate(preview);
    expect(handoff.current).toEqual({ videoId: 'v1', time: 3.5, playing: true });

    const done = video({ status: 'completed', percent: 100, preview_url: null, video_url: '/final.mp4' });
    rerender(<VideoResult video={done} resume={handoff} />);
    expect(screen.queryByTestId('preview-video')).toBeNull();
    const final = screen.getByTestId('result-video') as HTMLVideoElement;
    const play = vi.fn(() => Promise.resolve());
    final.play = play;
    Object.defineProperty(final, 'duration', { value: 15, configurable: true });
    fireEvent.loadedMetadata(final);
    expect(final.currentTime).toBe(3.5);
    expect(play).toHaveBeenCalled();
  });

  it('does not carry a preview over to another video', () => {
    const handoff = { current: { videoId: 'other', time: 3, playing: true } };
    render(<VideoResult video={video({ status: 'completed', video_url: '/final.mp4' })} resume={handoff} />);
    const final = screen.getByTestId('result-video') as HTMLVideoElement;
    final.play = vi.fn(() => Promise.resolve());
    fireEvent.loadedMetadata(final);
    expect(final.currentTime).toBe(0);
    expect(final.play).not.toHaveBeenCalled();
  });
});
