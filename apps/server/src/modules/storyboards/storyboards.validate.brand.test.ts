import { storyboardSchema } from '@reelsmith/contracts/storyboard';
import { describe, expect, it } from 'vitest';
import { checkReferences } from './storyboards.validate.ts';

// A channel's brand on a storyboard (issue 41) names files: only the video's own copies are accepted.
const video = { userId: 'u1', id: 'v1' };
const own = 'users/u1/videos/v1/brand/logo-1.png';
const stored = new Set([own]);
const checks = {
  video,
  upload: async () => undefined,
  voiceUsable: async () => undefined,
  exists: async (key: string) => stored.has(key),
  maxSec: 60,
};
const doc = (logoKey: string) =>
  storyboardSchema.parse({
    schema_version: 1,
    width: 1080,
    height: 1920,
    fps: 30,
    seed: 1,
    vibe: 'educational',
    voiceId: 'rachel',
    style: 'cinematic',
    captions: { preset: 'bold' },
    music: { track: 'none' },
    watermark: null,
    brand: {
      logoKey,
      colors: { primary: '#000000', secondary: '#111111', text: '#FFFFFF' },
      font: { name: 'Inter' },
    },
    title: 't',
    caption: '',
    hashtags: [],
    scenes: [
      {
        id: 's1',
        text: '',
        narration: { text: '', audioKey: null, durationSec: 0, words: [] },
        visual: { kind: 'color', colors: ['#000000'] },
        layout: 'statement',
        durationSec: 5,
      },
    ],
  });

describe('a storyboard’s brand files', () => {
  it('accepts the video’s own copy and refuses another user’s file or a missing one', async () => {
    await expect(checkReferences(doc(own), checks)).resolves.toBeUndefined();
    await expect(checkReferences(doc('users/u2/brand-kits/k/logo.png'), checks)).rejects.toMatchObject({
      statusCode: 422,
      body: { field: 'brand.logoKey' },
    });
    await expect(checkReferences(doc('users/u1/videos/v1/brand/gone.png'), checks)).rejects.toMatchObject({
      body: { field: 'brand.logoKey' },
    });
  });
});
