import { spokenSeconds } from '@reelsmith/writer/pace';
import { useVoices } from './get-voices';

/**
 * How long the voice-over of `text` will last in this voice: the server's own estimate (the same
 * function, at the pace the voices API reports for the voice), so the script step, the projects
 * list and the narration agree. A voice with no known pace uses the default pace.
 */
export function useSpokenSeconds(text: string, voiceId: string): number {
  const pace = useVoices().data?.voices.find((v) => v.id === voiceId)?.pace;
  return spokenSeconds(
    text,
    pace
      ? {
          syllablesPerSecond: pace.syllables_per_second,
          sentencePauseSec: pace.sentence_pause_sec,
          utteranceSec: pace.utterance_sec,
        }
      : undefined,
  );
}
