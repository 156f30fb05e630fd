import { CAPTION_PRESETS, MUSIC_CHOICES, VIBES, VIDEO_STYLES } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from '../../../server/src/providers/tts/catalogue';
import * as options from './video-options';

describe('video options', () => {
  it('match the server’s enums and voice catalogue', () => {
    expect(options.VIBES.map((v) => v.id)).toEqual([...VIBES]);
    expect(options.VIDEO_STYLES.map((v) => v.id)).toEqual([...VIDEO_STYLES]);
    expect(options.CAPTION_PRESETS.map((v) => v.id)).toEqual([...CAPTION_PRESETS]);
    expect(options.MUSIC_CHOICES.map((v) => v.id)).toEqual([...MUSIC_CHOICES]);
    expect([...options.VOICE_IDS].sort()).toEqual(VOICE_CATALOGUE.map((v) => v.id).sort());
  });
});
