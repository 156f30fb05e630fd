import type { Language } from '@reelsmith/contracts/languages';
import type { StoryboardWord } from '@reelsmith/contracts/storyboard';
import type { TtsProvider } from '../../providers/tts/tts.types.ts';

// One scene's narration spoken again (an edited scene's text): its own file, whose window is the
// whole file. The caller stores the file under videoNarrationKey and points the scene at it
// (`offsetSec` 0), then makes the scene at least this long (decision 180).

export interface VoicedSegment {
  text: string;
  /** The local file written (a WAV for the builtin voices). */
  audioPath: string;
  offsetSec: 0;
  durationSec: number;
  words: StoryboardWord[];
}

export async function voiceScene(
  text: string,
  voiceId: string,
  tts: TtsProvider,
  outPath: string,
  signal?: AbortSignal,
  language?: Language,
): Promise<VoicedSegment> {
  const clean = text.trim();
  if (!clean) throw new Error('A scene needs some words to be voiced');
  const speech = await tts.synthesize({ text: clean, voiceId, outPath, language }, { signal });
  return {
    text,
    audioPath: speech.audioPath,
    offsetSec: 0,
    durationSec: speech.durationSec,
    words: speech.words
      .filter((w) => w.word.trim())
      .map((w) => ({
        word: w.word,
        start: Math.max(0, w.start),
        end: Math.max(0, Math.min(speech.durationSec, w.end)),
      })),
  };
}
