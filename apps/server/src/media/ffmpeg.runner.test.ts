import { describe, expect, it } from 'vitest';
import { MediaToolError, runFfmpeg, runTool } from './ffmpeg.runner.ts';

const endless = [
  '-hide_banner',
  '-nostdin',
  '-progress',
  'pipe:1',
  '-nostats',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'color=black:s=64x64:r=30',
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
});
