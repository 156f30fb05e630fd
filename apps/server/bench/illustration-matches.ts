import type { Vibe } from '@reelsmith/contracts/video';
import { planScenes } from '../src/media/scenes.ts';
import { writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import type { WordTiming } from '../src/providers/tts/tts.types.ts';

// Which illustration each scene of the builtin writer's scripts gets, and the word that chose it, so a
// person can read down the list for pictures that do not fit what is said (decision 035).
// Usage: npx tsx apps/server/bench/illustration-matches.ts [--set tuned|held] [--vibe educational]

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

export const TUNED = [
  'Why octopuses have three hearts',
  'Street food in Bangkok',
  'Why cats knock things off tables',
  'My first marathon',
  'How to study for exams',
  'Our trip to Japan',
  'Why cats purr',
  '5 habits of rich people',
  'Is coffee bad for you?',
  'How bees make honey',
  'How to save money on groceries',
  'The history of pizza',
  'Why is the sky blue',
  'Learning guitar at 40',
  'How volcanoes erupt',
  'Why dogs tilt their heads',
  'A week in Paris',
  'How to start running',
  'Why we dream',
  'The life of sharks',
  'How to grow tomatoes',
  'Why the ocean is salty',
  'Black holes explained',
  'How to make sourdough bread',
  'Morning routine for productivity',
  'Why penguins live in Antarctica',
  'Learning to code at 30',
  'The best cheap meals for students',
  'How airplanes fly',
  'Moving to a new city alone',
];

export const HELD = [
  'Why elephants never forget',
  'A weekend in Rome',
  'How to brew the perfect tea',
  'Why owls hunt at night',
  'Tips for your first job interview',
  'How rainbows form',
  'Camping in the mountains',
  'Why frogs croak',
  'Our road trip across Mexico',
  'How to care for a puppy',
];

const ideas = arg('--set') === 'held' ? HELD : TUNED;
const vibes = (arg('--vibe')?.split(',') ?? ['educational']) as Vibe[];

const t0 = performance.now();
let scenes = 0;
let planMs = 0;
for (const idea of ideas) {
  for (const vibe of vibes) {
    const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
    // 2.5 words a second, evenly: the scene planner only needs the words in order with times.
    const words: WordTiming[] = script.narration
      .split(/\s+/)
      .filter(Boolean)
      .map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
    const dur = words.length * 0.4 + 0.5;
    process.stdout.write(`\n## ${idea} (${vibe})\n`);
    const p0 = performance.now();
    const planned = planScenes(script, words, dur, vibe, idea);
    planMs += performance.now() - p0;
    for (const s of planned) {
      scenes++;
      process.stdout.write(
        `  [${s.kind}] ${s.text.slice(0, 90)}\n      kw=${JSON.stringify(s.keywords)} → ${s.illustration} (${s.chosenBy ?? 'stand-in'})\n`,
      );
    }
  }
}
process.stderr.write(
  `${scenes} scenes in ${Math.round(performance.now() - t0)} ms, of which planning them ${Math.round(planMs)} ms\n`,
);
