import type { Vibe } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import { auditScript } from '../src/providers/llm/script-audit.ts';

// Fifteen ideas the builtin writer was never tuned on (decision 031, session 8), written before any
// change and kept out of `audit-scripts`: read the 60 scripts by eye for sentences a creator would
// not post, and count what the audit sees of them. Re-read only to report, never to tune.
// Usage: npx tsx apps/server/bench/held-ideas.ts [--vibe comedy]

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

const i = process.argv.indexOf('--vibe');
const vibes = (
  i > 0 ? process.argv[i + 1]!.split(',') : ['educational', 'motivational', 'comedy', 'meme']
) as Vibe[];
let findings = 0;
for (const idea of HELD_IDEAS) {
  for (const vibe of vibes) {
    const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
    const found = auditScript(script, auditContextFor(idea));
    findings += found.length;
    process.stdout.write(`\n## ${idea} (${vibe})\n`);
    for (const t of [script.hook, ...script.body.map((b) => b.text), script.callToAction])
      process.stdout.write(`  ${t}\n`);
    for (const f of found) process.stdout.write(`  ✗ [${f.check}] ${f.sentence} — ${f.reason}\n`);
  }
}
process.stdout.write(`\n${HELD_IDEAS.length * vibes.length} scripts, ${findings} audit findings\n`);
