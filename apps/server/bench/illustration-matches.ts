import type { Vibe } from '@reelsmith/contracts/video';
import { subjectIllustrations } from '../src/media/illustrations.ts';
import { planScenes } from '../src/media/scenes.ts';
import { writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import type { WordTiming } from '../src/providers/tts/tts.types.ts';

// Which illustration each scene of the builtin writer's scripts gets, and the word that chose it, so a
// person can read down the list for pictures that do not fit what is said (decision 035).
// Usage: npx tsx apps/server/bench/illustration-matches.ts [--set tuned|held|new|fresh|activities]
// [--vibe educational]

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

/** Session 8: verb-led ideas written before changing the matcher and never tuned on (decision 035). */
export const NEW = [
  'Learning to swim as an adult',
  'Baking sourdough for the first time',
  'Running my first 10k',
  'Gardening on a tiny balcony',
  'Hiking alone for the first time',
  'Learning to skateboard at 35',
  'Painting with watercolors',
  'Fishing with my grandpa',
  'Knitting my first scarf',
  'Cycling to work every day',
];

/** Session 9: six ideas across vibes and styles, rendered and read frame by frame, never tuned on. */
export const FRESH = [
  'Why do cats knock things off tables',
  'Rating airport food',
  'How volcanoes form',
  'My first week as a barista',
  'Beginner guitar mistakes',
  'Getting back into running after an injury',
];

/**
 * Session 10: everyday creator ideas built on an activity, written before changing the matcher (issue 13,
 * the 5 am render that showed only the vibe's fire and rockets).
 */
export const ACTIVITY_IDEAS = [
  'Waking up at 5am for a month',
  'My morning routine',
  'Meal prep for the week',
  'Going to the gym every day',
  'Studying for finals',
  'My daily commute',
  'Journaling every night',
  'Taking cold showers for 30 days',
  'Running every morning',
  'Baking bread at home',
  'Making coffee at home',
  'A day in the life of a barista',
  'Cleaning my apartment',
  'Budgeting on a low income',
  'Reading a book a week',
  'Learning guitar in 30 days',
  'Walking 10,000 steps a day',
  'Drinking more water',
  'Cooking dinner every night',
  'Doing yoga every morning',
  'Lifting weights as a beginner',
  'Writing every day',
  'Drawing every day for a year',
  'Learning a new language',
  'Saving money every month',
  'Decluttering my closet',
  'Doing laundry the right way',
  'Grocery shopping on a budget',
  'Working from home',
  'Taking photos with my phone',
  'Playing chess every day',
  'Meditating for ten minutes',
  'Stretching before bed',
  'Biking to work',
  'Walking my dog',
  'Planning my week on Sunday',
  'Going to bed early',
  'Quitting sugar for a month',
  'Learning to play piano',
  'Writing letters on paper',
  'Brewing the perfect cup of tea',
  'Fasting for 24 hours',
];

const set = arg('--set');
const SETS: Record<string, string[]> = {
  tuned: TUNED,
  held: HELD,
  new: NEW,
  fresh: FRESH,
  activities: ACTIVITY_IDEAS,
};
const ideas = arg('--ideas')?.split('|') ?? SETS[set ?? 'tuned'] ?? TUNED;
const vibes = (arg('--vibe')?.split(',') ?? ['educational']) as Vibe[];

const t0 = performance.now();
let scenes = 0;
let planMs = 0;
// Monotony, counted per video: a picture shown more than twice, the same picture in two scenes in a
// row, and the vibe's generic stand-in (no word of the line nor of the idea chose it).
let overTwice = 0;
let inARow = 0;
let standIns = 0;
let vibeStandIns = 0;
for (const idea of ideas) {
  for (const vibe of vibes) {
    const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
    // 2.5 words a second, evenly: the scene planner only needs the words in order with times.
    const words: WordTiming[] = script.narration
      .split(/\s+/)
      .filter(Boolean)
      .map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
    const dur = words.length * 0.4 + 0.5;
    process.stdout.write(`\n## ${idea} (${vibe}) subject: ${subjectIllustrations(idea).join(' ')}\n`);
    const p0 = performance.now();
    const planned = planScenes(script, words, dur, vibe, idea);
    planMs += performance.now() - p0;
    const seen = new Map<string, number>();
    // A stand-in that is neither the idea's subject nor a picture a line of the video chose: the vibe's.
    const subject = new Set(subjectIllustrations(idea));
    const chosen = new Set<string>();
    planned.forEach((s, i) => {
      seen.set(s.illustration ?? '', (seen.get(s.illustration ?? '') ?? 0) + 1);
      if (i > 0 && planned[i - 1]!.illustration === s.illustration) inARow++;
      if (!s.chosenBy) standIns++;
      if (!s.chosenBy && !subject.has(s.illustration ?? '') && !chosen.has(s.illustration ?? ''))
        vibeStandIns++;
      if (s.chosenBy) chosen.add(s.illustration ?? '');
    });
    for (const n of seen.values()) if (n > 2) overTwice += n - 2;
    for (const s of planned) {
      scenes++;
      process.stdout.write(
        `  [${s.kind}] ${s.text.slice(0, 90)}\n      kw=${JSON.stringify(s.keywords)} → ${s.illustration} (${s.chosenBy ?? 'stand-in'})\n`,
      );
    }
  }
}
process.stderr.write(
  `monotony: ${overTwice} scenes beyond a picture's second showing, ${inARow} repeats in a row, ${standIns} stand-ins (${vibeStandIns} of them the vibe's generic pictures)\n`,
);
process.stderr.write(
  `${scenes} scenes in ${Math.round(performance.now() - t0)} ms, of which planning them ${Math.round(planMs)} ms\n`,
);
