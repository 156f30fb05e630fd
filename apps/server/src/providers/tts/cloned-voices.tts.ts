import { VOICE_CLONE_KEY_MESSAGE } from '@reelsmith/contracts/voices';
import { TtsError } from './builtin.tts.ts';
import type { TtsProvider } from './tts.types.ts';

// Cloned voices speak through ElevenLabs whatever TTS_PROVIDER is (decision 026). The render job
// and the narration job turn the user's `clone:<uuid>` into `elevenlabs:<vendor voice id>` after
// checking the owner; this router sends those ids to the ElevenLabs adapter and everything else to
// the configured engine.

export const ELEVENLABS_VOICE_PREFIX = 'elevenlabs:';

export const vendorVoice = (vendorVoiceId: string) => `${ELEVENLABS_VOICE_PREFIX}${vendorVoiceId}`;

export function withClonedVoices(base: TtsProvider, elevenlabs: TtsProvider | null): TtsProvider {
  const route = (voiceId: string): { tts: TtsProvider; id: string } => {
    if (!voiceId.startsWith(ELEVENLABS_VOICE_PREFIX)) return { tts: base, id: voiceId };
    if (!elevenlabs) throw new TtsError('ENGINE_FAILED', VOICE_CLONE_KEY_MESSAGE);
    return { tts: elevenlabs, id: voiceId.slice(ELEVENLABS_VOICE_PREFIX.length) };
  };
  return {
    name: base.name,
    voiceFingerprint(voiceId, language) {
      const r = route(voiceId);
      return r.tts.voiceFingerprint(r.id, language);
    },
    pace(voiceId, language) {
      const r = voiceId.startsWith(ELEVENLABS_VOICE_PREFIX) ? null : route(voiceId);
      return r?.tts.pace?.(r.id, language);
    },
    synthesize(req, opts) {
      const r = route(req.voiceId);
      return r.tts.synthesize({ ...req, voiceId: r.id }, opts);
    },
  };
}
