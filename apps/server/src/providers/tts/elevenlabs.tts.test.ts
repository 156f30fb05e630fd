import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CATALOGUE } from './catalogue.ts';
import { alignmentToWords, createElevenLabsTts, ELEVENLABS_VOICE_IDS } from './elevenlabs.tts.ts';
import { lavfi } from '../../../test/media.ts';

// A local server speaking ElevenLabs' with-timestamps protocol, with real audio made by ffmpeg.
const dir = mkdtempSync(join(tmpdir(), 'elevenlabs-test-'));
const requests: Array<{ url: string; key?: string; body: any }> = [];
let server: Server;
let baseUrl: string;
let pcm: Buffer;
let mp3: Buffer;

function ffmpeg(args: string[]): Buffer {
  return execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', ...lavfi('sine=frequency=220:duration=1.5'), ...args, '-'],
    { maxBuffer: 1 << 24 },
  );
}

/** Spreads the characters evenly over 1.5 s, the way the vendor reports them. */
function fakeAlignment(text: string) {
  const characters = Array.from(text);
  const step = 1.5 / characters.length;
  return {
    characters,
    character_start_times_seconds: characters.map((_c, i) => +(i * step).toFixed(3)),
    character_end_times_seconds: characters.map((_c, i) => +((i + 1) * step).toFixed(3)),
  };
}

beforeAll(async () => {
  pcm = ffmpeg(['-ar', '24000', '-ac', '1', '-f', 's16le']);
  mp3 = ffmpeg(['-ar', '44100', '-ac', '1', '-f', 'mp3']);
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ url: req.url!, key: req.headers['xi-api-key'] as string | undefined, body });
      const m = /^\/v1\/text-to-speech\/([A-Za-z0-9]{20})\/with-timestamps\?output_format=(\w+)$/.exec(
        req.url!,
      );
      if (req.method !== 'POST' || !m) {
        res.writeHead(404).end(JSON.stringify({ detail: 'Not Found' }));
        return;
      }
      if (req.headers['xi-api-key'] !== 'xi-good') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
        return;
      }
      const audio = m[2].startsWith('pcm_') ? pcm : mp3;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          audio_base64: audio.toString('base64'),
          alignment: fakeAlignment(body.text),
          normalized_alignment: fakeAlignment(body.text),
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

function probe(path: string): { codec: string; duration: number; rate: number } {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path]).toString(),
  );
  return {
    codec: out.streams[0].codec_name,
    duration: Number(out.format.duration),
    rate: Number(out.streams[0].sample_rate),
  };
}

describe('ElevenLabs speech', () => {
  it('maps every catalogue voice to a distinct ElevenLabs voice', () => {
    for (const v of VOICE_CATALOGUE) expect(ELEVENLABS_VOICE_IDS[v.id], v.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(Object.values(ELEVENLABS_VOICE_IDS)).size).toBe(Object.keys(ELEVENLABS_VOICE_IDS).length);
    expect(ELEVENLABS_VOICE_IDS.rachel).toBe('21m00Tcm4TlvDq8ikWAM');
    expect(ELEVENLABS_VOICE_IDS.drew).toBe('29vD33N1CtxCmqQRPOHJ');
  });

  it('speaks through the with-timestamps endpoint and writes a WAV with word timings', async () => {
    const tts = createElevenLabsTts({ baseUrl, apiKey: 'xi-good', modelId: 'eleven_turbo_v2_5' });
    const outPath = join(dir, 'a', 'voice.wav');
    const result = await tts.synthesize({
      text: 'Cats love tables 🐈, honestly!',
      voiceId: 'rachel',
      outPath,
    });

    const call = requests.at(-1)!;
    expect(call.url).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps?output_format=pcm_24000');
    expect(call.key).toBe('xi-good');
    expect(call.body).toMatchObject({ text: 'Cats love tables , honestly!', model_id: 'eleven_turbo_v2_5' });
    expect(call.body.voice_settings).toMatchObject({ stability: 0.5, similarity_boost: 0.75 });

    expect(result.audioPath).toBe(outPath);
    expect(readFileSync(outPath).subarray(0, 4).toString()).toBe('RIFF');
    const p = probe(outPath);
    expect(p.codec).toBe('pcm_s16le');
    expect(p.rate).toBe(24000);
    expect(p.duration).toBeCloseTo(1.5, 1);
    expect(result.durationSec).toBeCloseTo(1.5, 2);
    expect(result.words.map((w) => w.word)).toEqual(['Cats', 'love', 'tables,', 'honestly!']);
    expect(result.words[0].start).toBe(0);
    for (let i = 1; i < result.words.length; i++)
      expect(result.words[i].start).toBeGreaterThanOrEqual(result.words[i - 1].end);
    expect(result.words.at(-1)!.end).toBeCloseTo(1.5, 2);
  });

  it('writes MP3 next to the requested path when an mp3 format is configured', async () => {
    const tts = createElevenLabsTts({ baseUrl, apiKey: 'xi-good', outputFormat: 'mp3_44100_128' });
    const result = await tts.synthesize({
      text: 'Hello there',
      voiceId: 'drew',
      outPath: join(dir, 'b.wav'),
    });
    expect(requests.at(-1)!.url).toContain(
      '/29vD33N1CtxCmqQRPOHJ/with-timestamps?output_format=mp3_44100_128',
    );
    expect(result.audioPath).toBe(join(dir, 'b.mp3'));
    expect(probe(result.audioPath).codec).toBe('mp3');
    expect(result.words.map((w) => w.word)).toEqual(['Hello', 'there']);
  });

  it('reports the vendor error with its status', async () => {
    const tts = createElevenLabsTts({ baseUrl, apiKey: 'xi-bad' });
    await expect(
      tts.synthesize({ text: 'Hi', voiceId: 'adam', outPath: join(dir, 'c.wav') }),
    ).rejects.toThrow('ElevenLabs answered HTTP 401: Invalid API key');
  });

  it('rejects unknown voices and empty text before calling out', async () => {
    const tts = createElevenLabsTts({ baseUrl, apiKey: 'xi-good' });
    const before = requests.length;
    await expect(
      tts.synthesize({ text: 'Hi', voiceId: 'nobody', outPath: join(dir, 'd.wav') }),
    ).rejects.toThrow('Unknown voice: nobody');
    await expect(
      tts.synthesize({ text: '🐈 🐈', voiceId: 'adam', outPath: join(dir, 'd.wav') }),
    ).rejects.toThrow(/no speakable text/);
    expect(requests.length).toBe(before);
    expect(() => tts.voiceFingerprint('nobody')).toThrow();
    expect(tts.voiceFingerprint('rachel')).not.toBe(tts.voiceFingerprint('adam'));
  });

  it('times out a silent server', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const tts = createElevenLabsTts({ baseUrl: url, apiKey: 'k', timeoutMs: 200 });
    await expect(
      tts.synthesize({ text: 'Hi', voiceId: 'adam', outPath: join(dir, 'e.wav') }),
    ).rejects.toThrow(/within 200 ms/);
    silent.closeAllConnections();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  it('groups characters into words and keeps punctuation with its word', () => {
    const words = alignmentToWords({
      characters: ['H', 'i', ' ', '-', ' ', 'y', 'o', 'u', ' ', ' '],
      character_start_times_seconds: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
      character_end_times_seconds: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0],
    });
    expect(words).toEqual([
      { word: 'Hi-', start: 0, end: 0.4 },
      { word: 'you', start: 0.5, end: 0.8 },
    ]);
  });
});
