import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { configureMediaPriority, MediaToolError, runFfmpeg, runTool } from './ffmpeg.runner.ts';
import { lavfi } from '../../../test/media.ts';

const endless = [
  '-hide_banner',
  '-nostdin',
  '-progress',
  'pipe:1',
  '-nostats',
  '-re',
  ...lavfi('color=black:s=64x64:r=30'),
  '-f',
  'null',
  '-',
];

describe('ffmpeg runner', () => {
  it('turns the last stderr lines into the error message', async () => {
    const err = await runFfmpeg(['-hide_banner', '-i', '/nonexistent/input.mp4', '-f', 'null', '-']).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MediaToolError);
    expect((err as MediaToolError).code).toBe('TOOL_FAILED');
    expect((err as Error).message).toMatch(
      /ffmpeg failed: .*\/nonexistent\/input\.mp4: No such file or directory/s,
    );
  });

  it('reports progress and kills ffmpeg when cancelled', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const run = runFfmpeg(
      endless,
      {},
      {
        signal: controller.signal,
        durationSec: 100,
        onProgress: (f) => {
          seen.push(f);
          if (f > 0) controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
  });

  it('stops a run that exceeds its timeout', async () => {
    await expect(runFfmpeg(endless, {}, { timeoutMs: 300 })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('says clearly when the tool is missing', async () => {
    await expect(runTool('/nonexistent/ffmpeg', ['-version'])).rejects.toMatchObject({
      code: 'TOOL_MISSING',
    });
  });

  it('runs the media tools at a lower priority than the API, by MEDIA_NICE', async () => {
    const own = os.getPriority();
    // `nice` with no argument prints the niceness it runs at, inherited from the shell we spawned.
    const niceness = async () =>
      Number(
        (await runTool('sh', ['-c', 'sleep 0.2; nice'], { captureStdout: true })).stdout.toString().trim(),
      );
    try {
      configureMediaPriority(10);
      expect(await niceness()).toBe(Math.min(19, own + 10));
      configureMediaPriority(0);
      expect(await niceness()).toBe(own);
    } finally {
      configureMediaPriority(10);
    }
  });
});
