import { describe, expect, it } from 'vitest';
import type { Script } from '../providers/llm/llm.types.ts';
import { chooseIllustration } from './illustrations.ts';
import { planScenes } from './scenes.ts';

// Beats from the builtin writer's scripts (apps/server/bench/illustration-matches.ts) and the picture a
// creator should see beside them: the family that fits, and the odd pictures they got before
// (issue 13 point 2, decision 035). `avoid` is the previous scene's picture, `used` the video's so far,
// as the scene planner passes them.

interface Row {
  idea: string;
  keywords: string[];
  text: string;
  avoid?: string[];
  used?: string[];
  /** What fits; null means "nothing here, a stand-in is better". */
  fits: RegExp | null;
  /** What was chosen before and must not be. */
  not: RegExp;
}

const ROWS: Row[] = [
  {
    idea: 'Why octopuses have three hearts',
    keywords: ['octopus', 'textbook', 'museum', 'page'],
    text: 'Check your guess against a textbook, a museum',
    avoid: ['octopus'],
    used: ['octopus', 'red-heart'],
    fits: /book|museum|classical-building|page|null/,
    not: /oden|sushi|fish-cake|shrimp/,
  },
  {
    idea: 'Why octopuses have three hearts',
    keywords: ['octopuses', 'start', 'showing'],
    text: 'Once octopuses start showing up, you see them everywhere',
    avoid: ['octopus'],
    used: ['octopus'],
    fits: null,
    not: /oden|sushi|fish-cake/,
  },
  {
    idea: 'Street food in Bangkok',
    keywords: ['street', 'food'],
    text: 'Here are three ways to think about street food.',
    fits: /food|plate|bowl|flatbread|skewer/,
    not: /canned/,
  },
  {
    idea: 'Street food in Bangkok',
    keywords: ['street', 'food', 'freedom'],
    text: 'Street food is freedom on a plate.',
    avoid: ['fork-and-knife-with-plate'],
    used: ['fork-and-knife-with-plate'],
    fits: /food|plate|bowl|flatbread|skewer|globe/,
    not: /canned/,
  },
  {
    idea: 'Street food in Bangkok',
    keywords: ['deeper', 'bangkok'],
    text: 'Follow, and tomorrow we go deeper into Bangkok.',
    fits: /globe-showing-asia/,
    not: /canned/,
  },
  {
    idea: 'Our trip to Japan',
    keywords: ['japan'],
    text: 'to Japan; they often explain the rule.',
    avoid: ['map-of-japan'],
    used: ['map-of-japan'],
    fits: /japan|fuji|tokyo|shrine/,
    not: /fish-cake/,
  },
  {
    idea: 'Why dogs tilt their heads',
    keywords: ['dog', 'tilt', 'their', 'heads'],
    text: 'First, the plain version: dogs tilt their heads.',
    avoid: ['dog'],
    used: ['dog'],
    fits: /dog|poodle|null/,
    not: /hot-dog/,
  },
  {
    idea: 'How bees make honey',
    keywords: ['bee', 'honey'],
    text: '',
    avoid: ['honeybee'],
    used: ['honeybee', 'honey-pot'],
    fits: /honey|bee/,
    not: /badger/,
  },
  {
    idea: 'The history of pizza',
    keywords: ['history', 'pizza'],
    text: 'Here are two ways to think',
    avoid: ['pizza'],
    used: ['pizza'],
    fits: /scroll|null/,
    not: /petri|castle/,
  },
  {
    idea: 'How volcanoes erupt',
    keywords: ['volcano', 'angle'],
    text: 'That is volcanoes, seen from a sharper angle.',
    avoid: ['volcano'],
    used: ['volcano'],
    fits: null,
    not: /^sun$|comet/,
  },
  {
    idea: 'The life of sharks',
    keywords: ['life', 'shark'],
    text: 'Imagine hearing about the life of',
    avoid: ['shark'],
    used: ['shark'],
    fits: null,
    not: /dna/,
  },
  {
    idea: 'Black holes explained',
    keywords: ['black holes'],
    text: 'Let’s go through the questions everyone has about black holes.',
    avoid: ['hole'],
    used: ['hole'],
    fits: null,
    not: /flag-in-hole/,
  },
  {
    idea: 'Moving to a new city alone',
    keywords: ['city'],
    text: 'Let’s go through the questions everyone has',
    fits: /city/,
    not: /foggy|sunset|night/,
  },
  {
    idea: 'A week in Paris',
    keywords: ['paris'],
    text: 'Here are two ways to think about week in Paris.',
    fits: /globe-showing-europe|croissant|baguette/,
    not: /tokyo-tower/,
  },
  {
    idea: 'How to save money on groceries',
    keywords: ['grocery'],
    text: 'Write down the part of groceries that still puzzles you.',
    used: ['money-bag'],
    fits: /cart|basket|food|store|null/,
    not: /chart/,
  },
];

describe('illustrations that match the words', () => {
  it.each(ROWS)('$idea: "$text" $keywords', (row) => {
    const m = chooseIllustration(
      row.keywords,
      row.text,
      new Set(row.avoid ?? []),
      new Set(row.used ?? []),
      row.idea,
    );
    const id = m?.id ?? 'null';
    expect(id).not.toMatch(row.not);
    if (row.fits) expect(id).toMatch(row.fits);
    else expect(id).toBe('null');
  });

  it('stands in with a picture of the idea’s subject, not the vibe’s fire, where a line names nothing', () => {
    const script: Script = {
      title: 'Our trip to Japan',
      hook: 'Read this if you have been putting it off.',
      body: [
        { text: 'Everyone wants results, nobody wants the start.', visualKeywords: ['start'] },
        { text: 'You will keep talking about it for years.', visualKeywords: ['will', 'keep'] },
      ],
      callToAction: 'Tag someone who would come along.',
      narration: '',
      caption: '',
      hashtags: [],
    };
    const text = [script.hook, ...script.body.map((b) => b.text), script.callToAction].join(' ');
    const words = text.split(/\s+/).map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
    const scenes = planScenes(script, words, words.length * 0.4, 'motivational', script.title);
    const standIns = scenes.filter((s) => s.chosenBy === undefined);
    expect(standIns.length).toBeGreaterThan(1);
    for (const s of scenes) expect(s.illustration).not.toMatch(/^fire$|rocket|flexed|trophy/);
    for (const s of standIns) expect(s.illustration).toMatch(/japan|fuji|tokyo|shrine|castle/);
    // Still a new picture at every cut.
    for (let i = 1; i < scenes.length; i++)
      expect(scenes[i]!.illustration).not.toBe(scenes[i - 1]!.illustration);
  });
});
