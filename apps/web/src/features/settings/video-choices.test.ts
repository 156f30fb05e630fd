import { CAPTION_PRESETS, VIDEO_STYLES } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import * as choices from './video-choices';

describe('settings video choices', () => {
  it('match the shared contracts', () => {
    expect(choices.VIDEO_STYLES).toEqual(VIDEO_STYLES);
    expect(choices.CAPTION_PRESETS).toEqual(CAPTION_PRESETS);
  });
  it('offer the spec’s 21 voices with rachel first (the default)', () => {
    expect(choices.VOICES).toHaveLength(21);
    expect(choices.VOICES[0].id).toBe('rachel');
    expect(choices.VOICES.filter((v) => v.group === 'Female')).toHaveLength(5);
    expect(choices.VOICES.filter((v) => v.group === 'Male')).toHaveLength(15);
  });
});
