import { describe, expect, it } from 'vitest';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { LOOKS, planSceneLayer, SPRITE_W } from '../layers/scene-layer.ts';
import { balanceStandIns } from './illustration-stand-ins.ts';
import { numberLabel } from './number-labels.ts';
import { beatsFromScript, insideQuotes, MAX_SCENE_SEC, MIN_SCENE_SEC, planScenes } from './scenes.ts';

const script: Script = {
  title: 'Octopus hearts',
  hook: 'Octopuses hide a strange secret.',
  body: [
    { text: 'They have three hearts.', visualKeywords: ['hearts'] },
    {
      text: 'Two hearts push blood through the gills while the third one feeds the rest of the body and the brain when the octopus swims fast.',
      visualKeywords: ['octopus', 'gills'],
    },
  ],
  callToAction: 'Follow for more ocean facts.',
  narration: '',
  caption: '',
  hashtags: [],
};

/** Words spoken 0.4 s apart, as a speech engine times them. */
function timings(): WordTiming[] {
  const all = [script.hook, ...script.body.map((b) => b.text), script.callToAction].join(' ').split(/\s+/);
  return all.map((word, i) => ({ word, start: 0.1 + i * 0.4, end: 0.1 + i * 0.4 + 0.35 }));
}

describe('scenes from the script', () => {
  it('assigns the spoken words to hook, points and call to action', () => {
    const beats = beatsFromScript(script, timings());
    expect(beats.map((b) => b.kind)).toEqual(['hook', 'point', 'point', 'cta']);
    expect(beats.map((b) => b.words.length)).toEqual([5, 4, 25, 5]);
    expect(beats[1]!.words[0]!.word).toBe('They');
  });

  it('cuts a scene per beat at its first word, splits long beats, and changes the picture at each cut', () => {
    const words = timings();
    const scenes = planScenes(script, words, 16.5, 'educational');
    // Contiguous from 0 to the end.
    expect(scenes[0]!.start).toBe(0);
    expect(scenes.at(-1)!.end).toBe(16.5);
    for (let i = 1; i < scenes.length; i++) expect(scenes[i]!.start).toBe(scenes[i - 1]!.end);
    // A scene per beat; none longer than 5 s (the last may run out with the tail).
    expect(new Set(scenes.map((s) => s.beat))).toEqual(new Set([0, 1, 2, 3]));
    for (const s of scenes.slice(0, -1)) {
      expect(s.end - s.start).toBeGreaterThanOrEqual(1.2);
      expect(s.end - s.start).toBeLessThanOrEqual(MAX_SCENE_SEC + 0.01);
    }
    // The point "They have three hearts." starts just before "They" is spoken.
    const hearts = scenes.find((s) => s.text.startsWith('They'))!;
    expect(hearts.start).toBeCloseTo(words[5]!.start - 0.12, 5);
    expect(hearts.label).toEqual({ text: '3 HEARTS', at: words[7]!.start });
    // The 10 s point is cut into parts, the first showing the octopus.
    const long = scenes.filter((s) => s.beat === 2);
    expect(long.length).toBeGreaterThanOrEqual(2);
    expect(long[0]!.illustration).toBe('octopus');
    for (let i = 1; i < scenes.length; i++)
      expect(scenes[i]!.illustration).not.toBe(scenes[i - 1]!.illustration);
  });

  it('joins short lines without holding one picture past 5 s (seen: four short lines on one picture for 6.6 s)', () => {
    const short: Script = {
      ...script,
      hook: 'A quick test of short lines today.',
      body: [
        'Check who wrote it.',
        'Compare two sources.',
        'Write it down.',
        'Ask again.',
        'Keep going.',
      ].map((text) => ({ text, visualKeywords: [] })),
      callToAction: 'Follow for more.',
    };
    const all = [short.hook, ...short.body.map((b) => b.text), short.callToAction].join(' ').split(/\s+/);
    // Three words a second, a pause after each line: every line is a scene shorter than 1.5 s.
    let t = 0.1;
    const words = all.map((word) => {
      const w = { word, start: t, end: t + 0.3 };
      t += /[.!?]$/.test(word) ? 0.55 : 0.33;
      return w;
    });
    const scenes = planScenes(short, words, t + 0.5, 'educational');
    for (const s of scenes) expect(s.end - s.start, `${s.start}`).toBeLessThanOrEqual(MAX_SCENE_SEC + 0.01);
    for (const s of scenes.slice(0, -1)) expect(s.end - s.start).toBeGreaterThanOrEqual(MIN_SCENE_SEC);
    expect(scenes.length).toBeGreaterThanOrEqual(3);
  });

  it('reads numbers as kinetic labels', () => {
    expect(numberLabel('octopuses have three hearts'.split(' '))).toEqual({ text: '3 HEARTS', index: 2 });
    expect(numberLabel('a 20% cheaper basket'.split(' '))).toEqual({ text: '20% CHEAPER BASKET', index: 1 });
    expect(numberLabel('spend $50 weekly'.split(' '))).toEqual({ text: '$50 WEEKLY', index: 1 });
    expect(numberLabel('no numbers here'.split(' '))).toBeNull();
    // The number ends its phrase: no "2 PUT" for "Step two: Put ...", no "40 WHERE" for "at 40 where ...".
    expect(numberLabel('Step two: Put a reminder'.split(' '))).toEqual({ text: '2', index: 1 });
    expect(numberLabel('learning to cook at 40 where you see it'.split(' '))).toEqual({
      text: '40',
      index: 4,
    });
    expect(numberLabel('Step four: Double down'.split(' '))).toEqual({ text: '4', index: 1 });
  });

  it('reads a number label as a phrase, past the scene’s cut, or shows the number alone', () => {
    // "Four hard truths" split between two scenes read "4 HARD".
    expect(numberLabel(['Four', 'hard'], ['truths', 'about', 'freelancing.'])).toEqual({
      text: '4 HARD TRUTHS',
      index: 0,
    });
    expect(numberLabel('three big red flags'.split(' '))?.text).toBe('3 BIG RED FLAGS');
    expect(numberLabel('four hard and fast rules'.split(' '))?.text).toBe('4');
    expect(numberLabel('spend $50 weekly'.split(' '))?.text).toBe('$50 WEEKLY');
    // Nor a verb, adverb or particle after it (the survey's "40 REMAINS", "30 TODAY", "9 OUT").
    expect(numberLabel('what you learned at 40 remains'.split(' '))?.text).toBe('40');
    expect(numberLabel('rate it 9 out of 10'.split(' '))?.text).toBe('9');
    expect(numberLabel('I turned 30 today'.split(' '))?.text).toBe('30');
  });

  it('labels "Four hard truths" as a phrase when the beat is cut after "hard"', () => {
    const s: Script = {
      title: 'Freelancing',
      hook: 'Freelancing is not what it looks like.',
      body: [{ text: 'Four hard truths about freelancing nobody tells you.', visualKeywords: [] }],
      callToAction: 'Follow for more.',
      narration:
        'Freelancing is not what it looks like. Four hard truths about freelancing nobody tells you. Follow for more.',
      caption: '',
      hashtags: [],
    };
    // A long pause after "hard" puts the cut between "hard" and "truths".
    const t: WordTiming[] = [];
    let at = 0;
    for (const w of s.narration.split(' ')) {
      t.push({ word: w, start: at, end: at + 0.3 });
      at += w === 'hard' ? 6 : 0.4;
    }
    const scenes = planScenes(s, t, at + 0.5, 'educational');
    const withFour = scenes.find((x) => / hard$/.test(x.text));
    expect(withFour?.label?.text).toBe('4 HARD TRUTHS');
  });

  it('draws each style differently: motion, entrance and look', async () => {
    const scenes = planScenes(script, timings(), 16.5, 'educational');
    const images = new Map<string, Buffer>();
    const frameCounts = new Map<string, number>();
    for (const style of Object.keys(LOOKS) as (keyof typeof LOOKS)[]) {
      const layer = (await planSceneLayer({
        scenes,
        style,
        durationSec: 16.5,
        accent: '#4FC3F7',
        titleEnd: 0,
      }))!;
      frameCounts.set(style, layer.frames.length);
      // The settled look of the second scene.
      const settled = layer.frames.findIndex((f) => f / 30 > scenes[1]!.start + 0.9) - 1;
      images.set(style, Buffer.from(layer.draw(Math.max(0, settled))));
    }
    const styles = [...images.keys()];
    for (let i = 0; i < styles.length; i++)
      for (let j = i + 1; j < styles.length; j++) {
        const a = images.get(styles[i]!)!;
        const b = images.get(styles[j]!)!;
        // Each style's float gives its sprite its own height (scene-fit.ts): compare the rows both have.
        const n = Math.min(a.length, b.length);
        let diff = 0;
        for (let k = 0; k < n; k += 7) diff += Math.abs(a[k]! - b[k]!);
        expect(diff / (n / 7), `${styles[i]} vs ${styles[j]}`).toBeGreaterThan(2);
      }
    // Minimal cuts (no entrance frames); the animated styles draw entrances.
    expect(frameCounts.get('minimal')!).toBeLessThan(frameCounts.get('cinematic')!);
  });

  it('documentary: a frame on a cut shows a picture, not an empty sprite', async () => {
    const scenes = planScenes(script, timings(), 16.5, 'educational');
    const layer = (await planSceneLayer({
      scenes,
      style: 'documentary',
      durationSec: 16.5,
      accent: '#4FC3F7',
      titleEnd: 0,
    }))!;
    // The share of the sprite that is opaque (yuva420p: the alpha plane follows Y, U and V).
    const covered = (i: number) => {
      const img = layer.draw(i);
      const a = img.subarray(SPRITE_W * layer.height * 1.5);
      let n = 0;
      for (let k = 0; k < a.length; k += 3) if (a[k]! > 200) n++;
      return n / (a.length / 3);
    };
    const imageAt = (t: number) => layer.frames.findLastIndex((f) => f / 30 <= t + 1e-6);
    // The scenes showing a picture (a statement or number card is type, not a photo).
    const pictures = scenes.slice(1).filter((sc) => (sc.layout ?? 'subject') === 'subject');
    expect(pictures.length).toBeGreaterThan(0);
    for (const sc of pictures) {
      const settled = covered(imageAt(sc.start + 0.9));
      expect(settled).toBeGreaterThan(0.2);
      // The frame right on the cut, and one a step into the new picture's entrance.
      for (const t of [sc.start + 1 / 30, sc.start + 0.1])
        expect(covered(imageAt(t)), `${sc.illustration} at ${t.toFixed(2)} s`).toBeGreaterThan(settled * 0.8);
    }
  });

  it('labels the writer’s "three takes on …" as "3 TAKES", not "3"', () => {
    // compromise tags "takes" a verb; a plural right after a number is what it counts.
    expect(numberLabel('Let’s count down three takes on cleaning my apartment.'.split(' '))?.text).toBe(
      '3 TAKES',
    );
    expect(numberLabel('two runs a week'.split(' '))?.text).toBe('2 RUNS');
    // Still no unit where none is counted.
    expect(numberLabel('learning to cook at 40 remains hard'.split(' '))?.text).toBe('40');
  });

  it('shows the hook’s picture at frame 0 in every style, which feeds show before playback', async () => {
    const scenes = planScenes(script, timings(), 16.5, 'educational');
    const opaque = (img: Buffer) => {
      const a = img.subarray(img.length * 0.6); // yuva420p: the alpha plane is the last 1/2.5
      let n = 0;
      for (let k = 0; k < a.length; k += 3) if (a[k]! > 200) n++;
      return n / (a.length / 3);
    };
    for (const style of Object.keys(LOOKS) as (keyof typeof LOOKS)[]) {
      const layer = (await planSceneLayer({
        scenes,
        style,
        durationSec: 16.5,
        accent: '#4FC3F7',
        titleEnd: 1.5,
      }))!;
      expect(layer.frames[0]).toBe(0);
      const first = opaque(Buffer.from(layer.draw(0)));
      // The hook's picture as it sits once in (0.9 s), above the title card.
      const settled = opaque(Buffer.from(layer.draw(layer.frames.findLastIndex((f) => f / 30 <= 0.9))));
      expect(settled, style).toBeGreaterThan(0.02);
      expect(first, `${style} at frame 0`).toBeGreaterThan(settled * 0.9);
    }
  });
});

describe('a scene break never splits a quotation', () => {
  const quoting = (point: string): Script => ({
    ...script,
    hook: 'Octopuses hide a strange secret.',
    body: [{ text: point, visualKeywords: ['octopus'] }],
  });
  const wordsOf = (sc: Script) =>
    [sc.hook, ...sc.body.map((b) => b.text), sc.callToAction]
      .join(' ')
      .split(/\s+/)
      .map((word, i) => ({ word, start: 0.1 + i * 0.4, end: 0.1 + i * 0.4 + 0.35 }));

  it.each([
    [
      'straight',
      'Here is a question worth asking: "What do octopuses do with their three hearts?" Divers watched them swim for hours to find out.',
    ],
    [
      'curly',
      'Here is a question worth asking: \u201CWhat do octopuses do with their three hearts?\u201D Divers watched them swim for hours to find out.',
    ],
  ])('the quoted question (%s quotes) is one scene, and no scene has a stray quote mark', (_, point) => {
    const sc = quoting(point);
    const words = wordsOf(sc);
    const scenes = planScenes(sc, words, words.at(-1)!.end + 0.5, 'educational');
    const texts = scenes.map((s) => s.text);
    // The long point is still cut (it is about 9 s), just not inside the quote.
    expect(scenes.filter((s) => s.beat === 1).length, texts.join(' | ')).toBeGreaterThanOrEqual(2);
    expect(
      texts.some((t) => /["\u201C]What do octopuses do with their three hearts\?["\u201D]/.test(t)),
      texts.join(' | '),
    ).toBe(true);
    for (const t of texts) {
      expect((t.match(/"/g) ?? []).length % 2, t).toBe(0);
      expect((t.match(/\u201C/g) ?? []).length, t).toBe((t.match(/\u201D/g) ?? []).length);
    }
  });

  it('a quote mark that never closes does not stop the beat from being cut', () => {
    const inside = insideQuotes('He said "hello and then left the room'.split(' ').map((word) => ({ word })));
    expect(inside.every((q) => !q)).toBe(true);
    expect(insideQuotes('a "b c" d'.split(' ').map((word) => ({ word })))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('a long hook’s cover is its whole sentence when it fits, never a clause cut on a verb', () => {
    const sc = {
      ...quoting('They have three hearts.'),
      hook: 'This one is for everyone who typed "why my cat ignores me at night".',
    };
    const words = wordsOf(sc);
    const scenes = planScenes(sc, words, words.at(-1)!.end + 0.5, 'educational');
    // Seen on the cover: "THIS ONE IS FOR EVERYONE WHO TYPED".
    expect(scenes[0]!.layout).toBe('title');
    expect(scenes[0]!.text).toBe(sc.hook);
    expect(scenes[1]!.beat).toBe(1);
  });
});

describe('the cover says what the video is about', () => {
  const withHook = (hook: string, point = 'They have three hearts and blue blood.'): Script => ({
    ...script,
    hook,
    body: [{ text: point, visualKeywords: ['octopus'] }],
  });
  /** Words 0.4 s apart and a pause after a mark, as a voice reads them. */
  const coverOf = (sc: Script) => {
    let at = 0.1;
    const words = [sc.hook, ...sc.body.map((b) => b.text), sc.callToAction]
      .join(' ')
      .split(/\s+/)
      .map((word) => {
        const w = { word, start: at, end: at + 0.35 };
        at += /[,:.?!]$/.test(word) ? 0.8 : 0.4;
        return w;
      });
    const scenes = planScenes(sc, words, words.at(-1)!.end + 0.5, 'educational');
    expect(scenes[0]!.layout).toBe('title');
    return scenes;
  };

  it.each([
    ["Today's topic: tiny habits that keep houseplants alive through winter.", 'houseplants'],
    ["Let's ask it out loud: why do octopuses escape from aquariums at night?", 'octopuses'],
  ])('a lead-in ending with a colon is not the cover: %s', (hook, subject) => {
    // Seen on covers: "TODAY'S TOPIC:", "LET'S ASK IT OUT LOUD:".
    const [cover] = coverOf(withHook(hook));
    expect(cover!.text).toContain(subject);
    expect(cover!.text).not.toMatch(/:$/);
  });

  it('a hook’s first sentence is the cover, the next sentence its own scene', () => {
    const first = "Today's topic: tiny habits that keep houseplants alive through winter.";
    const scenes = coverOf(withHook(`${first} Most of them take under a minute a day.`));
    expect(scenes[0]!.text).toBe(first);
    expect(scenes[1]!.text).toBe('Most of them take under a minute a day.');
  });

  it('a first sentence too long for the cover is cut where a clause ends, after words that name the idea', () => {
    const hook =
      "Let's ask it out loud: why do octopuses keep escaping from their aquariums at night, squeezing through gaps no wider than a coin and crawling across cold floors to reach the next tank?";
    const [cover, next] = coverOf(withHook(hook));
    expect(cover!.text).toBe(
      "Let's ask it out loud: why do octopuses keep escaping from their aquariums at night,",
    );
    expect(next!.text.startsWith('squeezing')).toBe(true);
  });
});

describe('pictures standing in, once the layouts are known', () => {
  const plan = () => [
    { layout: 'title', illustration: 'guitar' },
    { layout: 'subject', illustration: 'musical-notes' },
    { layout: 'statement', illustration: 'guitar' },
    { layout: 'subject', illustration: 'fire' },
    { layout: 'subject', illustration: 'fire', chosenBy: 'fire' },
  ];

  it("gives a stand-in from the vibe's pool the idea's picture seen least, not a statement card's neighbour", () => {
    const ids = balanceStandIns(plan(), ['guitar', 'musical-notes', 'headphone'], ['fire'], 2).map(
      (s) => s.illustration,
    );
    expect(ids).toEqual(['guitar', 'musical-notes', 'guitar', 'headphone', 'fire']);
  });

  it("counts no statement card's picture: a picture shown once before it may show again", () => {
    const scenes = [
      { layout: 'subject', illustration: 'guitar' },
      { layout: 'statement', illustration: 'guitar' },
      { layout: 'subject', illustration: 'musical-notes' },
      { layout: 'subject', illustration: 'guitar' },
    ];
    expect(
      balanceStandIns(scenes, ['guitar', 'musical-notes', 'headphone'], ['fire'], 2).at(-1)!.illustration,
    ).toBe('guitar');
  });
});
