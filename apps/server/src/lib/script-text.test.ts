import { describe, expect, it } from 'vitest';
import { beatsFromScript } from '../media/scenes/scenes.ts';
import type { Script } from '../providers/llm/llm.types.ts';
import type { WordTiming } from '../providers/tts/tts.types.ts';
import { scriptFromText, textHashtags } from './script-text.ts';

// The create flow renders the Script step's text (script_id) with the script it was written from.
const base: Script = {
  title: 'How to Keep a Sourdough Starter Alive',
  hook: 'Want to keep a sourdough starter alive? Answer these first.',
  body: [
    { text: 'Everyone does this a little differently, and that is fine.', visualKeywords: ['bread'] },
    { text: 'Question one: what do you feed it?', visualKeywords: ['flour'] },
  ],
  callToAction: 'Follow for more like this.',
  narration: '',
  caption: 'Sourdough, explained',
  hashtags: ['#sourdough'],
};
const text = [base.hook, ...base.body.map((b) => b.text), base.callToAction].join(' ');
/** One timed word per written word, 0.3 s each, as a voice that says exactly what is written. */
const spoken = (t: string): WordTiming[] =>
  t.split(/\s+/).map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25 }));

describe('scriptFromText', () => {
  it('keeps every sentence in one part, once, so the scenes are cut at the spoken beats', () => {
    const script = scriptFromText(text, base);
    expect(script.hook).toBe(base.hook);
    expect(script.body.map((b) => b.text)).toEqual(base.body.map((b) => b.text));
    expect(script.callToAction).toBe('Follow for more like this.');
    expect(script.body[1]!.visualKeywords).toEqual(['flour']);
    const beats = beatsFromScript(script, spoken(text));
    expect(beats.map((b) => b.words.map((w) => w.word).join(' '))).toEqual([
      base.hook,
      ...base.body.map((b) => b.text),
      base.callToAction,
    ]);
  });

  it('treats an edited opening and ending as the creator wrote them', () => {
    const edited = 'Sourdough is alive. ' + base.body[0]!.text + ' Tell me your starter’s name.';
    const script = scriptFromText(edited, base);
    expect(script.hook).toBe('Sourdough is alive.');
    expect(script.callToAction).toBe('');
    expect(script.body.map((b) => b.text)).toEqual([base.body[0]!.text, 'Tell me your starter’s name.']);
    const beats = beatsFromScript(script, spoken(edited));
    expect(beats[0]!.words.map((w) => w.word).join(' ')).toBe('Sourdough is alive.');
    expect(
      beats
        .at(-1)!
        .words.map((w) => w.word)
        .join(' '),
    ).toBe('Tell me your starter’s name.');
  });

  it('without a generated script, the first sentence is the hook and the rest the body', () => {
    const script = scriptFromText('One line. Two lines! Three?');
    expect(script).toMatchObject({
      hook: 'One line.',
      callToAction: '',
      narration: 'One line. Two lines! Three?',
    });
    expect(script.body.map((b) => b.text)).toEqual(['Two lines!', 'Three?']);
  });

  it('keeps the generated caption while the text keeps its sentences, not for a new script', () => {
    expect(scriptFromText(text.replace(base.hook, 'Sourdough is alive.'), base)).toMatchObject({
      title: base.title,
      caption: base.caption,
      hashtags: base.hashtags,
    });
    // Replaced whole, here in Spanish: its own first line, never the English script's caption.
    const own = scriptFromText('Los pulpos tienen tres corazones. Su sangre es azul.', base);
    expect(own).toMatchObject({ title: base.title, caption: 'Los pulpos tienen tres corazones.' });
    expect(own.hashtags).not.toContain('#sourdough');
    // Said to be Spanish, it is tagged with its own words; English keeps the fixed three.
    const es = scriptFromText('Los pulpos tienen tres corazones. Su sangre es azul.', base, 'es');
    expect(es.hashtags).toEqual(expect.arrayContaining(['#pulpos', '#corazones', '#sangre']));
    expect(es.hashtags.length).toBeLessThanOrEqual(5);
    expect(scriptFromText('Arabic.', null, 'en').hashtags).toEqual(['#viral', '#trending', '#fyp']);
    const ar = scriptFromText('الماء يتذكر الجبل. تحمل الأنهار حجارة صغيرة إلى البحر.', null, 'ar');
    expect(ar.hashtags).toContain('#الأنهار');
  });
});

describe('hashtags from a creator’s script in another language', () => {
  it('keeps Spanish words with their accents, the repeated subject first among the longest', () => {
    const tags = textHashtags(
      'La montaña guarda el agua. El agua baja de la montaña hasta el mar tranquilo, y los ríos cantan.',
      'es',
    );
    expect(tags).toContain('#montaña');
    expect(tags).toContain('#tranquilo');
    expect(tags).not.toContain('#la');
    expect(tags.every((t) => /^#[\p{L}\p{M}\p{N}]+$/u.test(t))).toBe(true);
    expect(tags.join(' ')).not.toMatch(/viral|trending|fyp|montana/);
  });

  it('keeps Arabic letters, right to left as written, and Hindi with its vowel signs', () => {
    const ar = textHashtags('تحمل الأنهار حجارة صغيرة إلى البحر الهادئ. الأنهار لا تتوقف.', 'ar');
    expect(ar[0]).toBe('#الأنهار');
    expect(ar).toContain('#الهادئ');
    expect(ar.join('')).toMatch(/^[#\p{Script=Arabic}]+$/u);
    const hi = textHashtags('नदियाँ छोटे पत्थर शांत समुद्र तक ले जाती हैं। नदियाँ थकती नहीं।', 'hi');
    expect(hi[0]).toBe('#नदियाँ');
    expect(hi).toContain('#समुद्र');
  });

  it('finds Chinese and Japanese words without spaces, two characters or more', () => {
    const zh = textHashtags('河流每天把小石头带到安静的大海。大海记得河流。', 'zh-Hans');
    expect(zh).toEqual(expect.arrayContaining(['#河流', '#大海']));
    expect(zh.every((t) => [...t.slice(1)].length >= 2)).toBe(true);
    const ja = textHashtags('東京の桜はとても美しいです。桜の季節に東京へ行きましょう。', 'ja');
    expect(ja).toEqual(expect.arrayContaining(['#東京']));
    expect(ja.join(' ')).not.toMatch(/[a-z]/);
  });
});
