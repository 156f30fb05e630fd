import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { Scene } from '../scenes/scenes.ts';
import { sceneTransform, spriteFit } from './scene-fit.ts';
import { countShown, drawListCard, picturesTheCount } from './scene-list.ts';
import type { SpriteState } from './scene-look.ts';
import { drawArt } from './scene-subject.ts';

describe('the number card’s count', () => {
  const seen = (text: string) => new Set(Array.from({ length: 101 }, (_, i) => countShown(text, i / 100)));

  it('runs up to a plural without ever reading "1 sources"', () => {
    expect(seen('5 steps').has('1')).toBe(false);
    expect(seen('5 steps').has('0')).toBe(true);
    expect(seen('5 steps').has('3')).toBe(true);
  });

  it('shows one or two as it is, never a lone 0 first (seen before "Step one")', () => {
    expect([...seen('1')]).toEqual(['1']);
    expect([...seen('2 sources')]).toEqual(['2']);
  });

  it('keeps 1 where the label counts one thing, and its $ and %', () => {
    expect(countShown('1 rule', 1)).toBe('1');
    expect(countShown('$20 a week', 0.5)).toBe('$10');
    expect(countShown('40% of people', 1)).toBe('40%');
    expect(countShown('no number here', 0.5)).toBe('no number here');
  });
});

describe('the number card', () => {
  /** Frame pixels per design pixel for a card at the default fit. */
  const s = sceneTransform(spriteFit({}, 10), 'statement').s;
  /** The card with all its items in, drawn in the design space; its items a solid red square. */
  function card(label: string, items: number, illustration = label.split(' ').at(-1)!) {
    const square = createCanvas(720, 720);
    const sq = square.getContext('2d');
    sq.fillStyle = '#FF0000';
    sq.fillRect(0, 0, 720, 720);
    const art = drawArt('minimal', '#4FC3F7', square, 720, 0);
    const c = createCanvas(1080, 960);
    const scene = {
      label: { text: label, at: 0 },
      illustration,
      backdrop: { colors: ['#111111', '#222222'], pattern: 'plain' },
    } as unknown as Scene;
    const state = { items, label: 1 } as SpriteState;
    drawListCard(c.getContext('2d'), 'minimal', '#4FC3F7', scene, state, art, 720, 1, 0);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let red = 0;
    let white = [c.height, 0];
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3]! < 250) continue;
      if (d[i]! > 240 && d[i + 1]! < 20) red++;
      else if (d[i]! > 240 && d[i + 1]! > 240) {
        const y = Math.floor(i / 4 / c.width);
        white = [Math.min(white[0]!, y), Math.max(white[1]!, y)];
      }
    }
    return { item: Math.sqrt(red / items) * s, words: (white[1]! - white[0]!) * s };
  }

  it('shows its items large enough to read on a phone at a glance, and its number huge', () => {
    // Seen: items about 40 px across in the frame, three of them in a row of six places.
    expect(card('3 fixes', 3).item).toBeGreaterThan(120);
    expect(card('12 habits', 12).item).toBeGreaterThan(70);
    // The number and what it counts reach down a good part of the card (seen at about 210 px).
    const three = card('3 fixes', 3);
    expect(three.words).toBeGreaterThan(230);
  });

  it('shows the picture only when it is what the card counts (seen: "2 SOURCES" as two brains)', () => {
    expect(picturesTheCount('hearts', 'anatomical-heart')).toBe(true);
    expect(picturesTheCount('sources', 'brain')).toBe(false);
    expect(picturesTheCount('', 'brain')).toBe(true);
    expect(card('2 sources', 2, 'brain').item).toBe(0);
    expect(card('2 hearts', 2, 'red-heart').item).toBeGreaterThan(120);
  });
});
