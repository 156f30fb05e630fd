import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { chooseLayouts, STATEMENT_MAX_WORDS, statementWords, type LayoutScene } from './layouts.ts';
import { planScenes } from './scenes.ts';
import type { Script } from '../../providers/llm/llm.types.ts';

const line = (text: string, extra: Partial<LayoutScene> = {}, i = 1): LayoutScene => ({
  kind: 'point',
  start: i * 3,
  end: i * 3 + 3,
  text,
  illustration: 'octopus',
  chosenBy: 'octopus',
  label: null,
  ...extra,
});

describe('layout per line kind', () => {
  it('the hook at the start is a title card', () => {
    const [hook] = chooseLayouts([
      line('Pop quiz: why do octopuses have three hearts?', { kind: 'hook', start: 0 }, 0),
    ]);
    expect(hook!.layout).toBe('title');
  });

  it('a line that counts something is a number card', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('An octopus has three hearts and blue blood', { label: { text: '3 HEARTS', at: 4 } }),
    ]);
    expect(scenes[1]!.layout).toBe('list');
  });

  it('a comparison ("vs", "instead of") is a split of two pictures', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Cats vs dogs: who wins the nap contest', { illustration: 'cat-face', chosenBy: 'cats' }),
      line('Take the bike instead of the car', { illustration: 'bicycle', chosenBy: 'bike' }, 2),
    ]);
    for (const s of scenes.slice(1)) {
      expect(s.layout, s.text).toBe('split');
      expect(s.secondIllustration, s.text).toBeTruthy();
      expect(s.secondIllustration).not.toBe(s.illustration);
    }
  });

  it('a scene with footage fills the frame with it, even when planned as something else', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Octopuses taste with their arms', { clip: { path: 'clip.mp4' }, layout: 'subject' }),
    ]);
    expect(scenes[1]!.layout).toBe('footage');
  });

  it('a short line naming nothing drawable, or the call to action, is a statement card', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Nobody expected this part', { chosenBy: undefined }),
      line('The octopus hides in a shell', {}, 2),
      line('Follow for more ocean facts', { kind: 'cta' }, 3),
    ]);
    expect(scenes.slice(1).map((s) => s.layout)).toEqual(['statement', 'subject', 'statement']);
  });

  it('a long line, or a long call to action, shows its picture instead of a card of small type', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Nobody expected what happened next in the story', { chosenBy: undefined }),
      line('Too small', { chosenBy: undefined }, 2),
      line('Follow for more facts and share this with a friend who loves bees', { kind: 'cta' }, 3),
    ]);
    expect(scenes.slice(1).map((s) => s.layout)).toEqual(['subject', 'statement', 'subject']);
    // A statement card is only ever two or three huge words and a short small line.
    for (const s of scenes.filter((x) => x.layout === 'statement'))
      expect(s.text.split(/\s+/).length).toBeLessThanOrEqual(STATEMENT_MAX_WORDS);
  });

  it('never two statement cards in a row: the next line shows its picture', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Nobody expected this part', { chosenBy: 'hearts' }),
      line('Think about it for a second', { chosenBy: 'hearts' }, 2),
    ]);
    expect(scenes.slice(1).map((s) => s.layout)).toEqual(['statement', 'subject']);
  });

  it('a line with no picture is a statement card, even right after one: the middle is never empty', () => {
    const scenes = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Nobody expected this part', { chosenBy: undefined }),
      line('And they just kept going with it', { illustration: null, chosenBy: undefined }, 2),
    ]);
    expect(scenes.slice(1).map((s) => s.layout)).toEqual(['statement', 'statement']);
  });

  it('a layout the creator chose is kept', () => {
    const [, s] = chooseLayouts([
      line('Hook', { kind: 'hook', start: 0, end: 2 }, 0),
      line('Three hearts', { layout: 'statement', label: { text: '3 HEARTS', at: 4 } }),
    ]);
    expect(s!.layout).toBe('statement');
  });
});

describe('consecutive scenes', () => {
  it.each(VIDEO_STYLES)(
    "%s: never share both layout and backdrop, and arrive by the style's transitions",
    (style) => {
      // Twelve lines of the same kind in a row: the layouts repeat, so the backdrops must not.
      const scenes = chooseLayouts(
        Array.from({ length: 12 }, (_, i) => line(`A long line about octopus arms number ${i} here`, {}, i)),
        style,
        7,
      );
      for (let i = 1; i < scenes.length; i++) {
        const [a, b] = [scenes[i - 1]!, scenes[i]!];
        const same = a.layout === b.layout && JSON.stringify(a.backdrop) === JSON.stringify(b.backdrop);
        expect(same, `scenes ${i - 1} and ${i}`).toBe(false);
      }
      expect(scenes[0]!.transition).toBe('cut');
      expect(new Set(scenes.slice(1).map((s) => s.transition)).size).toBeGreaterThan(1);
    },
  );

  it('the six styles draw from different palettes', () => {
    const first = VIDEO_STYLES.map((st) =>
      chooseLayouts([line('x', {}, 0)], st, 1)[0]!.backdrop!.colors.join(),
    );
    expect(new Set(first).size).toBe(VIDEO_STYLES.length);
  });
});

describe('planned scenes', () => {
  it('planScenes gives every scene a layout, the hook a title card', () => {
    const script: Script = {
      title: 'Why octopuses have three hearts',
      hook: 'Why do octopuses have three hearts?',
      body: [
        { text: 'Two hearts pump blood through the gills.', visualKeywords: ['gills'] },
        { text: 'Cats vs octopuses: who has more hearts?', visualKeywords: ['cat'] },
      ],
      callToAction: 'Follow for more!',
      caption: '',
      hashtags: [],
    } as unknown as Script;
    const text = [script.hook, ...script.body.map((b) => b.text), script.callToAction].join(' ');
    const words = text.split(/\s+/).map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
    const scenes = planScenes(
      script,
      words,
      words.length * 0.4 + 0.5,
      'educational',
      script.title,
      'retro',
      3,
    );
    expect(scenes[0]!.layout).toBe('title');
    expect(scenes.every((s) => s.layout && s.backdrop && s.transition)).toBe(true);
    expect(scenes.some((s) => s.layout === 'list')).toBe(true);
  });
});

describe('statement words', () => {
  it('makes two or three words of weight huge, not the small words', () => {
    expect(statementWords('This changes everything you know').big).toBe('changes everything');
    expect(statementWords('Follow for more ocean facts').big).toBe('ocean facts');
    expect(statementWords('Follow if you like questions like this.').big).toBe('questions');
    expect(statementWords('Stop now').big).toBe('Stop now');
  });

  it('never ends the huge words inside a phrase or on an adverb (seen: "SMALL WINS ADD", "SMALL STEPS STILL")', () => {
    expect(statementWords('Small wins add up.')).toEqual({ before: '', big: 'Small wins', after: 'add up.' });
    expect(statementWords('Curiosity is a good habit.').big).toBe('good habit');
    expect(statementWords('Small steps still move you forward.').big).toBe('Small steps');
  });

  it('makes a word of weight huge even in a line of verbs and small words (seen: "ABOUT IT")', () => {
    expect(statementWords('Pause here and think about it.')).toEqual({
      before: 'Pause here and',
      big: 'think',
      after: 'about it.',
    });
  });
});
