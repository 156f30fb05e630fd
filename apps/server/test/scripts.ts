import type { Script } from '../src/providers/llm/llm.types.ts';
import type { WordTiming } from '../src/providers/tts/tts.types.ts';

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
