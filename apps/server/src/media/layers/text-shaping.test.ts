import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { captionFont, isRtl, joinWords, spaceCount, visualOrder } from './text-shaping.ts';

// Known hard strings per script (issue 42): the line's direction, the order words are placed in,
// where spaces go, and that the caption fonts draw each script (no missing-glyph boxes).

describe('caption text shaping', () => {
  it('reads a line right to left by its first letter, wherever digits or Latin come later', () => {
    expect(isRtl(['مرحبا', 'بكم'])).toBe(true);
    expect(isRtl(['3', 'حقائق', 'TikTok'])).toBe(true);
    expect(isRtl(['«', 'שלום'])).toBe(true);
    expect(isRtl(['Hola,', 'مرحبا'])).toBe(false);
    expect(isRtl(['नमस्ते', 'दुनिया'])).toBe(false);
    expect(isRtl(['你好'])).toBe(false);
  });

  it('places an Arabic line’s first word on the right and keeps the words’ indexes for the highlight', () => {
    expect(visualOrder([4, 5, 6], true)).toEqual([6, 5, 4]);
    expect(visualOrder([4, 5, 6], false)).toEqual([4, 5, 6]);
  });

  it('puts no space between Chinese characters and keeps spaces everywhere else', () => {
    expect(joinWords(['章', '鱼', '有', '三', '颗', '心', '脏。'])).toBe('章鱼有三颗心脏。');
    expect(joinWords(['关', '注', '我', '们，', '了', '解'])).toBe('关注我们，了解');
    expect(spaceCount(['章', '鱼'])).toBe(0);
    // Latin next to Chinese keeps its space; so do Hindi and Arabic words.
    expect(joinWords(['TikTok', '上', '的'])).toBe('TikTok 上的');
    expect(joinWords(['दो', 'दिल', 'खून'])).toBe('दो दिल खून');
    expect(joinWords(['قلبان', 'يضخان'])).toBe('قلبان يضخان');
    expect(spaceCount(['¡Hola,', 'qué', 'tal?'])).toBe(2);
  });

  it('draws Arabic, Devanagari and Chinese from the Noto fonts, shaped (not Inter’s missing-glyph boxes)', () => {
    // Latin text keeps Inter alone (falling back costs drawing time); other scripts name the Noto fonts.
    expect(captionFont(900, 80, 'Ça coûte 1000 €! 🐙')).toBe('900 80px Inter');
    expect(captionFont(900, 80, 'Hola مرحبا')).toMatch(/^900 80px Inter, 'Noto Sans Arabic'/);
    const g = createCanvas(8, 8).getContext('2d');
    const width = (font: string, text: string) => {
      g.font = font;
      return g.measureText(text).width;
    };
    // With Inter alone every letter is one box of the same width; with the fallback fonts the
    // letters take their own shapes, and an Arabic word's joined letters are narrower than boxes.
    for (const word of ['مرحبا', 'परीक्षण', '心脏']) {
      const boxes = width('900 100px Inter', word);
      const shaped = width(captionFont(900, 100, 'ज'), word);
      expect(shaped, word).not.toBeCloseTo(boxes, 0);
    }
    // Devanagari's conjunct (क + ् + ष) and vowel sign are shaped into fewer, wider glyphs: the
    // word is not the sum of its letters drawn one by one.
    const letters = [...'परीक्षण'].reduce((sum, ch) => sum + width(captionFont(900, 100, 'ज'), ch), 0);
    expect(width(captionFont(900, 100, 'ज'), 'परीक्षण')).toBeLessThan(letters * 0.9);
    // Arabic joining: the connected word is narrower than its letters in their isolated forms.
    const isolated = [...'مرحبا'].reduce((sum, ch) => sum + width(captionFont(900, 100, 'ज'), ch), 0);
    expect(width(captionFont(900, 100, 'ज'), 'مرحبا')).toBeLessThan(isolated * 0.9);
  });
});
