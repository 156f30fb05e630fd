import { describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';
import { previewTextFor } from './preview-text.ts';

describe('previewTextFor', () => {
  it('gives every catalogue voice its own short greeting with its name', () => {
    const lines = VOICE_CATALOGUE.map((v) => previewTextFor(v));
    expect(new Set(lines).size).toBe(VOICE_CATALOGUE.length);
    VOICE_CATALOGUE.forEach((v, i) => {
      expect(lines[i]).toContain(`I'm ${v.name}`);
      expect(lines[i]!.length).toBeLessThanOrEqual(100);
    });
    expect(previewTextFor(VOICE_CATALOGUE[0]!)).toBe(previewTextFor(VOICE_CATALOGUE[0]!));
  });

  it('falls back to a line for the voice’s category', () => {
    expect(previewTextFor({ id: 'zed', name: 'Zed', category: 'Energetic' })).toBe(
      "Hey, I'm Zed! Get ready, because this is going to be amazing!",
    );
  });
});
