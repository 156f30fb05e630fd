import type { Language } from '@reelsmith/contracts/languages';
import { audioClips } from '../src/db/schema/index.ts';
import type { Script } from '../src/providers/llm/llm.types.ts';
import type { WordTiming } from '../src/providers/tts/tts.types.ts';
import type { TestApp } from './test-app.ts';

/**
 * A creator's own script for tests that need any finished video, not one the writer wrote: spoken as
 * written, it makes a video of a few seconds instead of the shortest written length (15 s).
 */
export const SHORT_SCRIPT = 'An octopus has three hearts. Two of them stop when it swims. Its blood is blue.';

/** Four sentences: more scenes than the clip or photos a test places first, so builtin scenes follow. */
export const FOUR_SCENE_SCRIPT =
  'An octopus has three hearts. Two of them pump blood to the gills. The third one feeds the body. It stops when the octopus swims.';

/** A short script about octopus hearts with the given points, shaped as the writer returns one. */
export function octopusScript(body: Script['body']): Script {
  return {
    title: 'Octopus hearts',
    hook: 'Octopuses hide a strange secret.',
    body,
    callToAction: 'Follow for more ocean facts.',
    narration: '',
    caption: '',
    hashtags: [],
  };
}

/** The script's words spoken 0.4 s apart, 0.35 s each, as a speech engine times them. */
export function evenTimings(script: Script): WordTiming[] {
  const spoken = [script.hook, ...script.body.map((b) => b.text), script.callToAction].join(' ').split(' ');
  return spoken.map((word, i) => ({ word, start: 0.1 + i * 0.4, end: 0.45 + i * 0.4 }));
}

/**
 * 30 s of narration by the voice drew, stored as a finished one: GET /api/scripts/speaking-rates/
 * measures drew's pace in `language` from it (words a minute: twice the text's words, or characters
 * for Chinese).
 */
export async function insertNarration(t: TestApp, userId: string, text: string, language: Language = 'en') {
  await t.ctx.database.db.insert(audioClips).values({
    userId,
    cacheKey: `measured-${language}`,
    voice: 'drew',
    language,
    text,
    characterCount: text.length,
    durationMs: 30_000,
    audioKey: 'x',
  });
}

/** drew's row of GET /api/scripts/speaking-rates/ for `query` (such as `?language=es`). */
export async function drewsRate(t: TestApp, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ url: `/api/scripts/speaking-rates/${query}`, headers });
  return res.json().results.find((r: { voice: string }) => r.voice === 'drew');
}
