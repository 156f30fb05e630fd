import type { Vibe } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import { auditScript } from '../src/providers/llm/script-audit.ts';

// Fifteen ideas the builtin writer was never tuned on (decision 031, session 8), written before any
// change and kept out of `audit-scripts`: read the 60 scripts by eye for sentences a creator would
// not post, and count what the audit sees of them. Re-read only to report, never to tune.
// Usage: npx tsx apps/server/bench/held-ideas.ts [--set held|fresh|s11|all] [--vibe comedy]

export const HELD_IDEAS = [
  'Why do leaves change color',
  'How hummingbirds fly backwards',
  'How do bats see in the dark',
  'Packing for a week in a carry-on',
  'Learning to swim as an adult',
  "My brother's first car",
  "Our dog's first snow day",
  'ngl this ramen hits different',
  '3 apps that saved my semester',
  'Sunrise hike in Utah',
  'Is the Apple Watch worth it for runners?',
  'tacos',
  'What I learned after a year of journaling every single night before bed',
  'Fixing a flat bike tire',
  'Why I quit social media for a month',
];

// Twenty more, added in session 9 before any change (`--set fresh`). Never tune on their wording.
export const FRESH_IDEAS = [
  'Why do cats knock things off tables',
  'My first week as a barista',
  '5 budget meals for college students',
  'How to stop procrastinating',
  'POV: your dog hears the treat bag',
  'Things I wish I knew before buying a house',
  'The science of why we dream',
  'Rating airport food',
  'Morning routine of a night owl',
  'How volcanoes form',
  'Quitting my job to travel',
  'When the wifi goes down at work',
  'Beginner guitar mistakes',
  'Why the ocean is salty',
  'Trying to eat healthy on a budget',
  'My cat vs the vacuum cleaner',
  'Getting back into running after an injury',
  '3 tips for better sleep',
  'What nobody tells you about being a new dad',
  'The day my sourdough starter died',
];

// Twenty more, added in session 11 before any change (`--set s11`): everyday creator ideas across the
// four vibes, none in another list. Never tune on their wording.
export const S11_IDEAS = [
  'Why dogs love car rides',
  'How to make cold brew at home',
  'My grandpa learning to text',
  'Things I bought that were actually worth it',
  'Cleaning my room after finals',
  'When your alarm goes off on a Monday',
  '4 stretches for desk workers',
  'Why pineapple hurts your tongue',
  'First apartment kitchen essentials',
  "My toddler's bedtime routine",
  'How to keep basil alive',
  'Road trip snacks ranked',
  'Teaching my mom to use FaceTime',
  'Small habits that fixed my mornings',
  'Why do onions make you cry',
  'Saving for a house in your 20s',
  'My roommate vs the dishes',
  'Learning to skateboard at 30',
  'Budget date night ideas',
  'When the group chat goes silent',
];

// Run as a script only: the lists are imported elsewhere.
if (process.argv[1]?.endsWith('held-ideas.ts')) {
  const s = process.argv.indexOf('--set');
  const set = s > 0 ? process.argv[s + 1]! : 'held';
  const ideas =
    set === 'fresh'
      ? FRESH_IDEAS
      : set === 's11'
        ? S11_IDEAS
        : set === 'all'
          ? [...HELD_IDEAS, ...FRESH_IDEAS, ...S11_IDEAS]
          : HELD_IDEAS;
  const i = process.argv.indexOf('--vibe');
  const vibes = (
    i > 0 ? process.argv[i + 1]!.split(',') : ['educational', 'motivational', 'comedy', 'meme']
  ) as Vibe[];
  let findings = 0;
  let sentences = 0;
  for (const idea of ideas) {
    for (const vibe of vibes) {
      const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
      const found = auditScript(script, auditContextFor(idea));
      findings += found.length;
      process.stdout.write(`\n## ${idea} (${vibe})\n`);
      for (const t of [script.hook, ...script.body.map((b) => b.text), script.callToAction]) {
        sentences += 1;
        process.stdout.write(`  ${t}\n`);
      }
      for (const f of found) process.stdout.write(`  ✗ [${f.check}] ${f.sentence} — ${f.reason}\n`);
    }
  }
  process.stdout.write(
    `\n${ideas.length * vibes.length} scripts, ${sentences} lines, ${findings} audit findings\n`,
  );
}
