import { useCallback, useEffect, useRef, useState } from 'react';
import { useGeneratePreview } from '../../../lib/voices/generate-preview';
import type { Voice } from '../../../lib/voices/get-voices';
import { resolvePreviewUrl } from '../utils/voice-filters';

export const LOAD_ERROR = 'Failed to load audio preview. Please check your media files.';
export const PLAY_ERROR = 'Failed to play audio preview. Please check your media settings.';

/**
 * The spec's playback rules over one audio element: one voice at a time; clicking the playing voice
 * stops it; a voice without a preview is generated first, then played; Regenerate stops that
 * voice, regenerates and forgets its cached audio; the end of the audio resets the state.
 */
export function usePreviewPlayer({
  onError,
  onRegenerated,
}: {
  onError: (message: string) => void;
  onRegenerated?: (voice: Voice) => void;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  // The audio each voice last played, so a second play starts without another request.
  const cached = useRef(new Map<string, string>());
  const loadedId = useRef<string | null>(null);
  // The latest play request wins when several are waiting for their previews.
  const latest = useRef(0);
  const generate = useGeneratePreview();
  const { mutateAsync } = generate;

  const busy = (id: string, on: boolean) =>
    setGenerating((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      if (audio.readyState > 0) audio.currentTime = 0;
    }
    loadedId.current = null;
    setPlayingId(null);
  }, []);

  const fail = useCallback(
    (message: string) => {
      stop();
      onError(message);
    },
    [stop, onError],
  );

  const toggle = useCallback(
    // A catalogue voice, or a cloned one (decision 028: no stored link until its first play).
    async (voice: Pick<Voice, 'id' | 'preview_url'>) => {
      if (playingId === voice.id) {
        stop();
        return;
      }
      stop();
      const ticket = ++latest.current;
      try {
        let url =
          cached.current.get(voice.id) ?? (voice.preview_url ? resolvePreviewUrl(voice.preview_url) : null);
        if (!url) {
          busy(voice.id, true);
          try {
            url = resolvePreviewUrl((await mutateAsync(voice.id)).preview_url);
          } catch (err) {
            onError((err as Error).message || 'Failed to generate preview');
            return;
          } finally {
            busy(voice.id, false);
          }
          if (ticket !== latest.current) return;
        }
        cached.current.set(voice.id, url);
        const audio = audioRef.current;
        if (!audio) return;
        loadedId.current = voice.id;
        audio.src = url;
        try {
          await audio.play();
        } catch (err) {
          const e = err as DOMException;
          // A newer click paused this one: not an error.
          if (e.name === 'AbortError' || ticket !== latest.current) return;
          fail(e.name === 'NotSupportedError' ? LOAD_ERROR : PLAY_ERROR);
          return;
        }
        if (ticket === latest.current) setPlayingId(voice.id);
      } catch (err) {
        fail((err as Error).message || 'Failed to play preview');
      }
    },
    [playingId, stop, fail, mutateAsync, onError],
  );

  const regenerate = useCallback(
    async (voice: Voice) => {
      if (playingId === voice.id || loadedId.current === voice.id) {
        latest.current++;
        stop();
      }
      cached.current.delete(voice.id);
      busy(voice.id, true);
      try {
        await mutateAsync(voice.id);
        onRegenerated?.(voice);
      } catch (err) {
        onError((err as Error).message || 'Failed to generate preview');
      } finally {
        busy(voice.id, false);
      }
    },
    [playingId, stop, mutateAsync, onError, onRegenerated],
  );

  // Handlers for the one <audio> element.
  const audioProps = {
    ref: audioRef,
    preload: 'none' as const,
    onEnded: () => {
      loadedId.current = null;
      setPlayingId(null);
    },
    onError: () => {
      // An element with no source (after a stop) reports an error too; only a wanted load counts.
      if (loadedId.current) fail(LOAD_ERROR);
    },
  };

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  return { audioProps, playingId, generating, toggle, regenerate, stop };
}
