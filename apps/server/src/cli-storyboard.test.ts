import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateStoryboard, storyboardTimeline } from '@reelsmith/contracts/storyboard';
import { probe } from './lib/ffmpeg/probe.ts';
import { run } from '../test/media.ts';
import { SHORT_SCRIPT } from '../test/scripts.ts';

const cli = path.resolve(import.meta.dirname, 'cli.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-cli-sb-'));
const node = (...args: string[]) => run('node', ['--import', 'tsx', cli, ...args], { maxBuffer: 1 << 24 });

describe('npm run cli -- generate --storyboard-out, then render --storyboard', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sbFile = path.join(dir, 'board', 'octopus.json');

  it('writes the storyboard beside the video with its narration, and renders it (edited) again', async () => {
    const out = path.join(dir, 'octopus.mp4');
    // The creator's own short script (--script-file): the video is as long as its three sentences
    // are spoken, a few seconds instead of the shortest written length (15 s), and it still has
    // the scenes the edit and the broken storyboards below need. What is tested is the storyboard.
    const script = path.join(dir, 'octopus.txt');
    writeFileSync(script, SHORT_SCRIPT);
    const gen = await node(
      'generate',
      '--idea',
      'octopus hearts',
      '--script-file',
      script,
      '--out',
      out,
      '--storyboard-out',
      sbFile,
    );
    expect(gen.stdout).toContain(`storyboard ${sbFile}`);
    const sb = migrateStoryboard(JSON.parse(readFileSync(sbFile, 'utf8')));
    expect(sb.scenes.length).toBeGreaterThan(2);
    expect(sb.scenes[0]!.narration.audioKey).toBe('narration/voice.wav');
    expect(statSync(path.join(dir, 'board', 'narration', 'voice.wav')).size).toBeGreaterThan(10_000);

    // Hand-edited: the last scene held two seconds longer, on a plain colour.
    const last = sb.scenes[sb.scenes.length - 1]!;
    last.durationSec += 2;
    last.visual = { kind: 'color', colors: ['#202040'] };
    writeFileSync(sbFile, JSON.stringify(sb));
    const again = path.join(dir, 'again.mp4');
    const r = await node('render', '--storyboard', sbFile, '--out', again);
    expect(r.stdout).toContain(`video      ${again}`);
    const expected = storyboardTimeline(sb).totalSec;
    expect((await probe(again)).durationSec).toBeGreaterThan(expected - 0.1);
    expect((await probe(again)).durationSec).toBeLessThan(expected + 0.15);
    expect(statSync(path.join(dir, 'again.srt')).size).toBeGreaterThan(0);
  }, 600_000);

  it('says which scene and field are wrong, and which file is missing', async () => {
    const sb = JSON.parse(readFileSync(sbFile, 'utf8'));
    sb.scenes[1].durationSec = -1;
    const bad = path.join(dir, 'board', 'bad.json');
    writeFileSync(bad, JSON.stringify(sb));
    const err = await node('render', '--storyboard', bad).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain(`${bad} is not a valid storyboard:`);
    expect(err.stderr).toMatch(new RegExp(`scene 2 \\(${sb.scenes[1].id}\\), durationSec: `));

    sb.scenes[1].durationSec = 0.2 + sb.scenes[1].narration.durationSec;
    sb.scenes[0].narration.audioKey = 'narration/gone.wav';
    writeFileSync(bad, JSON.stringify(sb));
    const missing = await node('render', '--storyboard', bad).catch((e) => e);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The storyboard names narration/gone.wav, but there is no such file in');

    writeFileSync(bad, '{ not json');
    expect((await node('render', '--storyboard', bad).catch((e) => e)).stderr).toContain('is not JSON');
  }, 120_000);
});
