import { describe, expect, it } from 'vitest';
import { failureReason } from './videos.jobs.ts';

describe('the render job, piece by piece', () => {
  it('tells the user in plain words when the disk is full', () => {
    const full = Object.assign(new Error('write EIO'), { code: 'ENOSPC' });
    expect(failureReason(full)).toBe(
      'The server ran out of disk space while rendering. Please try again later.',
    );
    expect(failureReason(new Error('ffmpeg: No space left on device'))).toMatch(/ran out of disk space/);
  });

  it("keeps ffmpeg's reason, cut to 600 characters, and never leaves it empty", () => {
    expect(failureReason(new Error('ffmpeg exited: Invalid data found'))).toBe(
      'ffmpeg exited: Invalid data found',
    );
    const long = failureReason(new Error('x'.repeat(700)));
    expect(long).toHaveLength(601);
    expect(long.endsWith('…')).toBe(true);
    expect(failureReason(new Error('   '))).toBe('Rendering failed for an unknown reason.');
  });
});
