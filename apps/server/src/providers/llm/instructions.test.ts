import { describe, expect, it } from 'vitest';
import { applyInstructions, avoidedWordsIn, instructionsPrompt } from './instructions.ts';
import { auditScript } from '@reelsmith/writer';
import { createBuiltinLlm } from './builtin.llm.ts';

const llm = createBuiltinLlm();
const base = { idea: 'How to start running', vibe: 'motivational' as const, durationSec: 30, seed: 3 };

describe('builtin writer: prompt instructions', () => {
  it('ends on the creator’s call to action and brand, names the audience, and never says an avoided word', async () => {
    const plain = await llm.writeScript(base);
    // Avoid words the plain script says, so the test can fail.
    const said = plain.body
      .map((b) => b.text)
      .join(' ')
      .split(/\s+/)
      .map((w) => w.replace(/[^a-z]/gi, '').toLowerCase())
      .find((w) => w.length > 4)!;
    const s = await llm.writeScript({
      ...base,
      instructions: {
        audience: 'busy parents',
        call_to_action: 'Join the Saturday club run',
        brand_name: 'Stride Club',
        avoid_words: [said],
      },
    });
    expect(plain.narration.toLowerCase()).toContain(said);
    expect(avoidedWordsIn(s.narration, [said])).toEqual([]);
    expect(s.hook.startsWith('Busy parents, this one is for you.')).toBe(true);
    expect(s.callToAction).toBe('Join the Saturday club run.');
    expect(s.narration.endsWith(s.callToAction)).toBe(true);
    expect(s.caption).toContain('Stride Club');
    expect(s.body.length).toBeGreaterThanOrEqual(2);
  });

  it('without a call to action, the brand asks for the follow; tone and reading level change the words', async () => {
    const s = await llm.writeScript({
      ...base,
      instructions: { brand_name: 'Stride Club', tone: 'professional' },
    });
    expect(s.callToAction).toBe('Follow Stride Club for more like this.');
    expect(s.narration).not.toContain('!');
    const bold = await llm.writeScript({ ...base, instructions: { tone: 'bold' } });
    expect(bold.hook).toMatch(/!$/);
    const simple = applyInstructions(
      {
        title: 't',
        hook: 'Start today.',
        body: [
          { text: 'Run slowly at first.', visualKeywords: [] },
          {
            text: 'Physiological adaptations accumulate incrementally throughout consecutive training microcycles.',
            visualKeywords: [],
          },
          { text: 'Rest on the other days.', visualKeywords: [] },
        ],
        callToAction: 'Follow for more.',
        narration: '',
        caption: 'c',
        hashtags: [],
      },
      { reading_level: 'simple' },
    );
    expect(simple.body.map((b) => b.text)).toEqual(['Run slowly at first.', 'Rest on the other days.']);
  });

  it('keeps the audit clean with instructions applied', async () => {
    for (const vibe of ['educational', 'meme', 'comedy', 'motivational'] as const) {
      const s = await llm.writeScript({
        ...base,
        vibe,
        instructions: { audience: 'beginners', brand_name: 'Stride Club', tone: 'calm' },
      });
      const problems = auditScript(s, base.idea);
      expect(problems, JSON.stringify(problems)).toEqual([]);
    }
  });

  it('writes nothing into the prompt when there are no instructions', () => {
    expect(instructionsPrompt(undefined)).toBe('');
    expect(instructionsPrompt({ avoid_words: [] })).toBe('');
  });
});
