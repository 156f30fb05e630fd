import type { Env } from '../config/env.ts';
import { createBuiltinLlm } from './llm/builtin.llm.ts';
import type { LlmProvider } from './llm/llm.types.ts';
import { withFallback } from './llm/fallback.llm.ts';
import { createSocialProviders, type SocialProviders } from './social/social.registry.ts';
import { createOpenAiLlm } from './llm/openai.llm.ts';
import { createBuiltinTts } from './tts/builtin.tts.ts';
import { createElevenLabsTts } from './tts/elevenlabs.tts.ts';
import { createOpenAiSpeechTts } from './tts/openai-speech.tts.ts';
import type { TtsProvider } from './tts/tts.types.ts';
import { withClonedVoices } from './tts/cloned-voices.tts.ts';
import { createBuiltinStt } from './stt/builtin.stt.ts';
import { createOpenAiStt } from './stt/openai.stt.ts';
import type { SttProvider } from './stt/stt.types.ts';
import { createBuiltinVisuals } from './visuals/builtin.visuals.ts';
import { createPixabayVisuals } from './visuals/pixabay.visuals.ts';
import { createPexelsVisuals } from './visuals/pexels.visuals.ts';
import type { VisualsProvider } from './visuals/visuals.types.ts';
import { createBuiltinTrends } from './trends/builtin.trends.ts';
import type { TrendsProvider } from './trends/trends.types.ts';
import { createYouTubeTrends } from './trends/youtube.trends.ts';

export interface Providers {
  llm: LlmProvider;
  tts: TtsProvider;
  /** Speech recognition for uploaded clips (auto-captions). */
  stt: SttProvider;
  visuals: VisualsProvider;
  social: SocialProviders;
  trends: TrendsProvider;
}

/** The builtin offline providers unless configuration names a vendor (keys come from the environment). */
export function createProviders(
  env: Env,
  onLlmFallback?: (err: unknown, what: 'script' | 'ideas' | 'caption') => void,
): Providers {
  // Also the voice of users' cloned voices, whatever engine speaks the catalogue (decision 026).
  const elevenlabs = env.ELEVENLABS_API_KEY
    ? createElevenLabsTts({
        baseUrl: env.ELEVENLABS_BASE_URL,
        apiKey: env.ELEVENLABS_API_KEY,
        modelId: env.ELEVENLABS_MODEL,
      })
    : null;
  return {
    llm:
      env.LLM_PROVIDER === 'openai'
        ? withFallback(
            createOpenAiLlm({
              baseUrl: env.OPENAI_BASE_URL,
              apiKey: env.OPENAI_API_KEY,
              model: env.OPENAI_MODEL,
              timeoutMs: env.OPENAI_TIMEOUT_SEC * 1000,
            }),
            createBuiltinLlm(),
            (err, what) => onLlmFallback?.(err, what),
          )
        : createBuiltinLlm(),
    tts: withClonedVoices(
      env.TTS_PROVIDER === 'elevenlabs'
        ? elevenlabs!
        : env.TTS_PROVIDER === 'openai'
          ? createOpenAiSpeechTts({
              baseUrl: env.SPEECH_BASE_URL,
              apiKey: env.SPEECH_API_KEY,
              model: env.SPEECH_MODEL,
              voices: env.SPEECH_VOICES,
            })
          : createBuiltinTts(),
      elevenlabs,
    ),
    stt:
      env.STT_PROVIDER === 'openai'
        ? createOpenAiStt({
            baseUrl: env.STT_BASE_URL,
            apiKey: env.STT_API_KEY,
            model: env.STT_MODEL,
            bins: { ffmpegPath: env.FFMPEG_PATH },
          })
        : createBuiltinStt({ bins: { ffmpegPath: env.FFMPEG_PATH } }),
    visuals:
      env.VISUALS_PROVIDER === 'pexels'
        ? createPexelsVisuals({ baseUrl: env.PEXELS_BASE_URL, apiKey: env.PEXELS_API_KEY! })
        : env.VISUALS_PROVIDER === 'pixabay'
          ? createPixabayVisuals({ baseUrl: env.PIXABAY_BASE_URL, apiKey: env.PIXABAY_API_KEY! })
          : createBuiltinVisuals(),
    social: createSocialProviders(env),
    trends: env.YOUTUBE_API_KEY
      ? createYouTubeTrends({ apiKey: env.YOUTUBE_API_KEY, baseUrl: env.YOUTUBE_API_URL })
      : createBuiltinTrends(),
  };
}
