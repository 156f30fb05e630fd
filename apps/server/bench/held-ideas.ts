import type { Vibe } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import { auditScript } from '../src/providers/llm/script-audit.ts';

// Fifteen ideas the builtin writer was never tuned on (decision 031), written before any
// change and kept out of `audit-scripts`: read the 60 scripts by eye for sentences a creator would
// not post, and count what the audit sees of them. Re-read only to report, never to tune.
// Usage: npx tsx apps/server/bench/held-ideas.ts [--set held|fresh|s11|s13|s14|s15|s16|all] [--vibe comedy]

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

// Twenty more, written before the changes they check (`--set fresh`). Never tune on their wording.
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

// Twenty more, written before the changes they check (`--set s11`): everyday creator ideas across the
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

// Twenty-four more, written before the changes they check (`--set s13`), six for each vibe
// (each runs in its own vibe unless `--vibe` is given): framings creators type ("Things nobody tells
// you about ...", "How to ...", "Day N of ...", "X vs Y", "POV: ..."), a person, a place, a food.
// Never tune on their wording.
export const S13_IDEAS: readonly (readonly [string, Vibe])[] = [
  ['How to repot a snake plant', 'educational'],
  ['Why do we get brain freeze?', 'educational'],
  ['Espresso vs drip coffee', 'educational'],
  ['The truth about protein bars', 'educational'],
  ['5 tips for a first job interview', 'educational'],
  ['Things nobody tells you about living alone', 'educational'],
  ['Day 12 of learning to code', 'motivational'],
  ['I tried waking up at 5am for 30 days', 'motivational'],
  ['Stop comparing yourself to others', 'motivational'],
  ['How my mom opened her bakery at 52', 'motivational'],
  ['Running my first 10k', 'motivational'],
  ['What I wish I knew at 20', 'motivational'],
  ["POV: you said you'd be there in 5 minutes", 'comedy'],
  ["What they don't tell you about moving to a new city", 'comedy'],
  ['Me vs my houseplants', 'comedy'],
  ['Trying to parallel park in Boston', 'comedy'],
  ['My dad at the self checkout', 'comedy'],
  ['Stop buying gym memberships in January', 'comedy'],
  ['Day 3 of my diet', 'meme'],
  ['Pizza in Naples vs pizza at home', 'meme'],
  ['Why do cats sit in boxes?', 'meme'],
  ['Everything you need to know about Mondays', 'meme'],
  ['When mom says we have food at home', 'meme'],
  ['Tokyo ramen shops at midnight', 'meme'],
];

// Twenty-four more, written before the changes they check (`--set s14`), six for each vibe (each runs in
// its own vibe unless `--vibe` is given): giving something up, a challenge of going without, quitting a
// job, "Me vs ...", a named person's story, "N habits that/ways to ...", a plural that could be read as a
// verb, and ordinary ones. Never tune on their wording.
export const S14_IDEAS: readonly (readonly [string, Vibe])[] = [
  ['Quitting energy drinks', 'educational'],
  ['I stopped drinking soda', 'educational'],
  ['Me vs my to-do list', 'educational'],
  ['How Serena Williams built her career', 'educational'],
  ['Learning to parallel park', 'educational'],
  ['Brooklyn thrift shops', 'educational'],
  ['I gave up fast food for 60 days', 'motivational'],
  ['A year without alcohol', 'motivational'],
  ['I quit my job at 35', 'motivational'],
  ['Me vs my excuses', 'motivational'],
  ['7 tips for staying focused', 'motivational'],
  ['Starting piano at 50', 'motivational'],
  ['Quitting caffeine cold turkey', 'comedy'],
  ['Dry January', 'comedy'],
  ['A weekend without wifi', 'comedy'],
  ['5 ways to annoy your roommate', 'comedy'],
  ['4 habits that make you look rich', 'comedy'],
  ['My first attempt at homemade pasta', 'comedy'],
  ['No spending for a month', 'meme'],
  ['Trying to quit vaping', 'meme'],
  ['3 habits that ruined my sleep', 'meme'],
  ['Lisbon tram rides', 'meme'],
  ['My cat at 3am', 'meme'],
  ['Grocery shopping while hungry', 'meme'],
];

// Twenty-four more, written before the changes they check (`--set s15`), six for each vibe (each runs in
// its own vibe unless `--vibe` is given): everyday creator ideas, written without reading the writer's
// code paths. Never tune on their wording.
export const S15_IDEAS: readonly (readonly [string, Vibe])[] = [
  ['Why do cats hate water', 'educational'],
  ['How to fold a fitted sheet', 'educational'],
  ['Tea vs coffee in the morning', 'educational'],
  ['What your sleep position says about you', 'educational'],
  ['Common mistakes when buying a used car', 'educational'],
  ['Why we get hiccups', 'educational'],
  ['Starting a business with no money', 'motivational'],
  ['My first month at the gym', 'motivational'],
  ['Why I started journaling', 'motivational'],
  ['5 habits of people who wake up early', 'motivational'],
  ['Going back to school at 30', 'motivational'],
  ['How I saved my first 1000 dollars', 'motivational'],
  ['My mom discovering emojis', 'comedy'],
  ['Building a bookshelf with my boyfriend', 'comedy'],
  ['POV: you wake up 5 minutes before your meeting', 'comedy'],
  ['Working from home with a toddler', 'comedy'],
  ['Me trying to eat healthy at a party', 'comedy'],
  ['Things my dog does at 6am', 'comedy'],
  ['When the barista spells your name wrong', 'meme'],
  ['Monday mornings', 'meme'],
  ['Why is my phone always at 1%', 'meme'],
  ['Group projects in college', 'meme'],
  ['Me at the gym vs me at home', 'meme'],
  ['Cooking pasta for one', 'meme'],
];

// Twenty-four more, written before the changes they check (`--set s16`), six for each vibe (each runs in
// its own vibe unless `--vibe` is given): companions ("with my sister"), settings ("at a wedding", "on a
// plane"), quantities and percents, "what X says about you", "how to X", lists, questions, confessions,
// POV and "Day N". Never tune on their wording.
export const S16_IDEAS: readonly (readonly [string, Vibe])[] = [
  ['How to sleep on a plane', 'educational'],
  ['What your coffee order says about you', 'educational'],
  ['Drinking 2 liters of water a day', 'educational'],
  ['5 ways to make a small apartment feel bigger', 'educational'],
  ['Why does my cat stare at the wall?', 'educational'],
  ['Studying with my best friend', 'educational'],
  ['Day 45 of walking 10,000 steps', 'motivational'],
  ['Saving 20% of every paycheck', 'motivational'],
  ['Going to the gym with my dad', 'motivational'],
  ['How to stay consistent when you feel lazy', 'motivational'],
  ['Speaking up in meetings at work', 'motivational'],
  ['Confession: I was scared to drive on the highway', 'motivational'],
  ['Shopping for a couch with my girlfriend', 'comedy'],
  ['POV: you are the only sober one at a wedding', 'comedy'],
  ['What your phone wallpaper says about you', 'comedy'],
  ['Being the tallest person on a plane', 'comedy'],
  ['3 kinds of people at a barbecue', 'comedy'],
  ['Day 2 of sharing a bathroom with my brother', 'comedy'],
  ['When your phone hits 5% on a road trip', 'meme'],
  ['Traveling with my mom', 'meme'],
  ['Is it normal to talk to your plants?', 'meme'],
  ['How to survive a family dinner', 'meme'],
  ['Things people say at a baby shower', 'meme'],
  ['Me pretending to understand wine at a restaurant', 'meme'],
];

// Run as a script only: the lists are imported elsewhere.
if (process.argv[1]?.endsWith('held-ideas.ts')) {
  const s = process.argv.indexOf('--set');
  const set = s > 0 ? process.argv[s + 1]! : 'held';
  const ideas =
    set === 's13'
      ? S13_IDEAS.map(([idea]) => idea)
      : set === 's16'
        ? S16_IDEAS.map(([idea]) => idea)
        : set === 's15'
          ? S15_IDEAS.map(([idea]) => idea)
          : set === 's14'
            ? S14_IDEAS.map(([idea]) => idea)
            : set === 'fresh'
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
  // The s13, s14, s15 and s16 ideas run in their own vibe unless --vibe is given.
  const own =
    i < 0 && set === 's13'
      ? new Map(S13_IDEAS)
      : i < 0 && set === 's14'
        ? new Map(S14_IDEAS)
        : i < 0 && set === 's15'
          ? new Map(S15_IDEAS)
          : i < 0 && set === 's16'
            ? new Map(S16_IDEAS)
            : undefined;
  let findings = 0;
  let sentences = 0;
  let scripts = 0;
  for (const idea of ideas) {
    for (const vibe of own ? [own.get(idea)!] : vibes) {
      scripts += 1;
      const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
      const found = auditScript(script, auditContextFor(idea));
      findings += found.length;
      process.stdout.write(`\n## ${idea} (${vibe})\n`);
      for (const t of [script.hook, ...script.body.map((b) => b.text), script.callToAction]) {
        sentences += 1;
        process.stdout.write(`  ${t}\n`);
      }
      if (script.notice) process.stdout.write(`  (notice) ${script.notice}\n`);
      for (const f of found) process.stdout.write(`  ✗ [${f.check}] ${f.sentence} — ${f.reason}\n`);
    }
  }
  process.stdout.write(`\n${scripts} scripts, ${sentences} lines, ${findings} audit findings\n`);
}
