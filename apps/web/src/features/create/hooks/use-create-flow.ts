import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/server-errors';
import { NO_TOKEN_MESSAGE } from '../../../lib/auth-token';
import {
  DEFAULT_STYLE,
  DEFAULT_VOICE,
  DURATIONS,
  VOICE_IDS,
  vibeOf,
  type VibeId,
} from '../../../lib/video-options';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { DEFAULT_LANGUAGE, type Language } from '@reelsmith/contracts/languages';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import type { AudioResult } from '../api/generate-audio';
import type { SavedScript } from '../api/get-saved-script';

export const STEPS = ['Topic', 'Script', 'Voice', 'Audio', 'Video'] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4;
/** Kept for the round trip to the voice library (/voices?returnTo=/create) and reloads. */
export const FLOW_KEY = 'reelsmith:create-flow';
export { TOPIC_MAX } from '../../../lib/video-options';

export interface FlowScript {
  id: string;
  title: string;
  /** The narration as the user sees it (maybe edited). */
  text: string;
  /** The narration as last saved on the server. */
  saved: string;
  caption: string;
  hashtags: string[];
  /** Hook, points and call to action as the writer last knew them (absent for a library script). */
  parts?: { hook: string; points: string[]; call_to_action: string };
  /** The writer's word on what the creator must add ("the offline writer does not know facts about ..."). */
  notice?: string;
  /** Which writer wrote it, and why the offline writer stood in for the model, if it did. */
  writtenBy?: { name: string; fallback_reason?: string };
}

export interface FlowAudio extends AudioResult {
  /** The narration and voice it was made from; editing either makes it stale. */
  text: string;
}

export interface FlowState {
  active: StepIndex;
  completed: boolean[];
  topic: string;
  vibe: VibeId;
  duration: number;
  /** What the script is written in and the voice speaks (absent in a flow saved before languages: English). */
  language?: Language;
  script: FlowScript | null;
  voice: string;
  audio: FlowAudio | null;
  style: string;
  captionStyle: string;
  music: string;
  video: VideoDto | null;
  /** The user's uploads chosen as B-roll, in scene order (decision 028). */
  broll?: string[];
  /** This video's prompt instructions, when the user changed them (paid plans); else the saved ones apply. */
  instructions?: PromptInstructions;
  /** The script this flow wrote (not one loaded from the library): writing again rewrites it. */
  ownScriptId?: string;
}

export const initialFlow = (defaults?: {
  voice?: string;
  style?: string;
  captionStyle?: string;
  language?: Language;
}): FlowState => ({
  active: 0,
  completed: [false, false, false, false, false],
  topic: '',
  vibe: 'educational',
  duration: 30,
  language: defaults?.language ?? DEFAULT_LANGUAGE,
  script: null,
  voice: defaults?.voice ?? DEFAULT_VOICE,
  audio: null,
  style: defaults?.style ?? DEFAULT_STYLE,
  captionStyle: defaults?.captionStyle ?? 'bold',
  music: 'auto',
  video: null,
});

function restore(): FlowState | null {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as FlowState;
    return Array.isArray(s.completed) && s.completed.length === 5 ? s : null;
  } catch {
    return null;
  }
}

/** The spec: a step opens if it is step 1, or it or the previous step is completed. */
export const canOpen = (completed: boolean[], i: number) => i === 0 || completed[i] || completed[i - 1];

/** The spec's script API messages, for a failure of one step. */
export function stepError(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return apiErrorText(err);
  if (err instanceof Error && err.message === NO_TOKEN_MESSAGE) return err.message;
  return fallback;
}

function complete(s: FlowState, i: number, done = true): boolean[] {
  const c = [...s.completed];
  c[i] = done;
  return c;
}

/** The five-step flow's state, saved in sessionStorage on every change. */
export function useCreateFlow() {
  const [state, setState] = useState<FlowState>(() => restore() ?? initialFlow());

  useEffect(() => {
    sessionStorage.setItem(FLOW_KEY, JSON.stringify(state));
  }, [state]);

  const update = useCallback((fn: (s: FlowState) => FlowState) => setState(fn), []);

  // Stable actions: effects may list them as dependencies.
  const actions = useMemo(
    () => ({
      go: (i: StepIndex) => setState((s) => (canOpen(s.completed, i) ? { ...s, active: i } : s)),
      setTopic: (topic: string) => setState((s) => ({ ...s, topic })),
      setVibe: (vibe: VibeId) => setState((s) => ({ ...s, vibe })),
      setDuration: (duration: number) => setState((s) => ({ ...s, duration })),
      setInstructions: (instructions: PromptInstructions) => setState((s) => ({ ...s, instructions })),
      /** Topic submitted: step 1 done; a new script replaces everything after it. */
      topicDone: () =>
        setState((s) => ({
          ...s,
          active: 1,
          completed: [true, false, false, false, false],
          script: null,
          audio: null,
          video: null,
        })),
      /** A saved script from the studio: topic and script done, straight to the Voice step. */
      loadScript: (saved: SavedScript) =>
        setState((s) => ({
          ...s,
          topic: saved.topic,
          vibe: vibeOf(saved.vibe)?.id ?? s.vibe,
          // The nearest video length to the script's spoken length.
          duration: DURATIONS.reduce((a, b) =>
            Math.abs(b - saved.estimated_duration) < Math.abs(a - saved.estimated_duration) ? b : a,
          ),
          script: {
            id: saved.id,
            title: saved.title,
            text: saved.content,
            saved: saved.content,
            caption: '',
            hashtags: [],
          },
          audio: null,
          video: null,
          ownScriptId: undefined,
          completed: [true, true, false, false, false],
          active: 2,
        })),
      scriptReady: (script: FlowScript) =>
        setState((s) => ({ ...s, script, ownScriptId: script.id, completed: complete(s, 1), active: 1 })),
      editScript: (text: string) =>
        setState((s) => {
          if (!s.script) return s;
          const stale = s.audio && s.audio.text !== text;
          return {
            ...s,
            script: { ...s.script, text },
            ...(stale ? { audio: null, video: null, completed: [true, true, false, false, false] } : {}),
          };
        }),
      /** A part was replaced on the server (which saved the script): the text and parts follow. */
      partReplaced: (text: string, parts: NonNullable<FlowScript['parts']>) =>
        setState((s) => {
          if (!s.script) return s;
          const stale = s.audio && s.audio.text !== text;
          return {
            ...s,
            script: { ...s.script, text, saved: text, parts },
            ...(stale ? { audio: null, video: null, completed: [true, true, false, false, false] } : {}),
          };
        }),
      scriptSaved: (text: string) =>
        setState((s) => (s.script ? { ...s, script: { ...s.script, saved: text }, active: 2 } : s)),
      setVoice: (voice: string) =>
        setState((s) => {
          if (
            !((VOICE_IDS as readonly string[]).includes(voice) || isCloneVoiceId(voice)) ||
            voice === s.voice
          )
            return s;
          const stale = !!s.audio && s.audio.voice_used !== voice;
          return {
            ...s,
            voice,
            ...(stale
              ? { audio: null, video: null, completed: [...s.completed.slice(0, 2), false, false, false] }
              : {}),
          };
        }),
      /** The voice-over speaks one language: another one makes the audio and video after it stale. */
      setLanguage: (language: Language) =>
        setState((s) =>
          (s.language ?? DEFAULT_LANGUAGE) === language
            ? s
            : {
                ...s,
                language,
                ...(s.audio
                  ? { audio: null, video: null, completed: [...s.completed.slice(0, 2), false, false, false] }
                  : {}),
              },
        ),
      audioReady: (audio: FlowAudio) =>
        setState((s) => ({ ...s, audio, completed: complete(s, 2), active: 3 })),
      toVideo: () => setState((s) => ({ ...s, active: 4 })),
      setStyle: (style: string) => setState((s) => ({ ...s, style })),
      setCaptionStyle: (captionStyle: string) => setState((s) => ({ ...s, captionStyle })),
      setMusic: (music: string) => setState((s) => ({ ...s, music })),
      setBroll: (broll: string[]) => setState((s) => ({ ...s, broll })),
      /** The spec: starting the video completes step 4. */
      videoStarted: (video: VideoDto) =>
        setState((s) => ({ ...s, video, completed: [...complete(s, 3).slice(0, 4), false], active: 4 })),
      videoFinished: (video: VideoDto) =>
        setState((s) => {
          const done = video.status === 'completed';
          if (s.video?.id !== video.id || (s.video.status === video.status && s.completed[4] === done))
            return s;
          return { ...s, video, completed: complete(s, 4, done) };
        }),
      startOver: (defaults?: Parameters<typeof initialFlow>[0]) => {
        sessionStorage.removeItem(FLOW_KEY);
        setState(initialFlow(defaults));
      },
    }),
    [],
  );
  return { state, update, ...actions };
}

export type CreateFlow = ReturnType<typeof useCreateFlow>;
