import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinStt, parsePocketsphinx } from './builtin.stt.ts';
import { createOpenAiStt, wordsFromVerbose } from './openai.stt.ts';

describe('speech recognition providers', () => {
  let dir: string;
  let wav: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-stt-'));
    wav = path.join(dir, 'speech.wav');
    execFileSync('flite', [
      '-voice',
      'slt',
      '-t',
      'Welcome to the studio. Today we make a short video about coffee.',
      '-o',
      wav,
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads pocketsphinx word lines, dropping fillers and alternate marks', () => {
    const words = parsePocketsphinx(
      'welcome to the\n<s> 0.000 0.170 1.0\nwelcome 0.180 0.610 0.96\nto(2) 0.620 0.740 0.8\n<sil> 0.75 0.9 1\n[NOISE] 0.9 1.0 1\n</s> 3.9 4.0 1\n',
    );
    expect(words).toEqual([
      { word: 'welcome', start: 0.18, end: 0.61 },
      { word: 'to', start: 0.62, end: 0.74 },
    ]);
  });

  it('the builtin engine transcribes speech offline, with word times', async () => {
    const t = await createBuiltinStt().transcribe({ audioPath: wav, workDir: dir });
    expect(t.text).toMatch(/studio/);
    expect(t.text).toMatch(/video/);
    for (let i = 1; i < t.words.length; i++)
      expect(t.words[i]!.start).toBeGreaterThanOrEqual(t.words[i - 1]!.end);
    expect(t.words[t.words.length - 1]!.end).toBeLessThan(4.5);
  }, 90_000);

  describe('OpenAI-compatible /v1/audio/transcriptions', () => {
    let server: Server;
    let base: string;
    const seen: { auth?: string; body: string; type?: string }[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('latin1');
          seen.push({ auth: req.headers.authorization, body, type: req.headers['content-type'] });
          if (req.url !== '/v1/audio/transcriptions' || req.method !== 'POST') {
            res.writeHead(404).end();
            return;
          }
          if (req.headers.authorization !== 'Bearer sk-test') {
            res
              .writeHead(401, { 'Content-Type': 'application/json' })
              .end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
            return;
          }
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              task: 'transcribe',
              language: 'english',
              duration: 3.9,
              text: 'Welcome to the studio.',
              words: [
                { word: 'Welcome', start: 0.18, end: 0.6 },
                { word: 'to', start: 0.62, end: 0.74 },
                { word: 'the', start: 0.75, end: 0.81 },
                { word: 'studio.', start: 0.82, end: 1.34 },
              ],
            }),
          );
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('sends the audio as multipart with verbose_json and word timestamps, and reads the words', async () => {
      const stt = createOpenAiStt({ baseUrl: base, apiKey: 'sk-test', model: 'whisper-1' });
      const t = await stt.transcribe({ audioPath: wav, workDir: dir });
      expect(t.text).toBe('Welcome to the studio.');
      expect(t.words).toEqual([
        { word: 'Welcome', start: 0.18, end: 0.6 },
        { word: 'to', start: 0.62, end: 0.74 },
        { word: 'the', start: 0.75, end: 0.81 },
        { word: 'studio.', start: 0.82, end: 1.34 },
      ]);
      const req = seen[seen.length - 1]!;
      expect(req.type).toMatch(/^multipart\/form-data; boundary=/);
      expect(req.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
      expect(req.body).toMatch(/name="response_format"\r\n\r\nverbose_json/);
      expect(req.body).toMatch(/name="timestamp_granularities\[\]"\r\n\r\nword/);
      expect(req.body).toMatch(/name="file"; filename="audio.mp3"/);
    });

    it('says what the server answered when it refuses', async () => {
      const stt = createOpenAiStt({ baseUrl: base, apiKey: 'wrong', model: 'whisper-1' });
      await expect(stt.transcribe({ audioPath: wav, workDir: dir })).rejects.toThrow(
        /answered 401: .*Incorrect API key/,
      );
    });

    it('spreads a segment-only answer over its words', () => {
      expect(wordsFromVerbose({ segments: [{ start: 1, end: 2, text: ' one two' }] })).toEqual([
        { word: 'one', start: 1, end: 1.5 },
        { word: 'two', start: 1.5, end: 2 },
      ]);
    });
  });
});
