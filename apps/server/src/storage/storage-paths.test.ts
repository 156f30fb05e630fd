import { describe, expect, it } from 'vitest';
import {
  audioClipKey,
  avatarKey,
  keyOwner,
  previewInitKey,
  previewSegmentKey,
  previewSignedKey,
  userFolder,
  videoFileKeys,
  voicePreviewKey,
} from './storage-paths.ts';

describe('storage paths', () => {
  const video = { userId: 'u1', id: 'v1' };

  it("places every private file in its owner's folder and says so", () => {
    const keys = [
      avatarKey('u1', 'png'),
      audioClipKey('u1', 'a1'),
      ...Object.values(videoFileKeys(video)),
      previewInitKey(video),
      previewSegmentKey(video, 7),
      previewSignedKey(video),
    ];
    expect(keys).toEqual([
      'users/u1/avatar.png',
      'users/u1/audio/a1.mp3',
      'users/u1/videos/v1/video.mp4',
      'users/u1/videos/v1/thumbnail.jpg',
      'users/u1/videos/v1/captions.srt',
      'users/u1/videos/v1/captions.vtt',
      'users/u1/videos/v1/preview/init.mp4',
      'users/u1/videos/v1/preview/007.m4s',
      'users/u1/videos/v1/preview/live',
    ]);
    for (const key of keys) {
      expect(key.startsWith(userFolder('u1'))).toBe(true);
      expect(keyOwner(key)).toEqual({ public: false, userId: 'u1' });
    }
  });

  it('shares voice previews with everyone and gives other keys to nobody', () => {
    expect(voicePreviewKey('rachel', 'abc')).toBe('public/voices/rachel-abc.mp3');
    expect(keyOwner(voicePreviewKey('rachel', 'abc'))).toEqual({ public: true });
    expect(keyOwner('work/v1/video.mp4')).toBeNull();
    expect(keyOwner('users/')).toBeNull();
  });
});
