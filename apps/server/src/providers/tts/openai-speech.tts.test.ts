import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberWords, parseHypseg, spokenForms } from './align.ts';
import { createBuiltinTts } from './builtin.tts.ts';
import { createOpenAiSpeechTts, parseVoiceMap, serverTimings } from './openai-speech.tts.ts';
import type { SpeechResult } from './tts.types.ts';

// A local server speaking OpenAI's /v1/audio/speech (audio only) and Kokoro-FastAPI's
// /dev/captioned_speech (audio + timestamps). Its voice is the builtin flite engine, whose word
// times come from the engine itself: the truth the forced alignment is measured against.
const dir = mkdtempSync(join(tmpdir(), 'openai-speech-test-'));
const flite = createBuiltinTts();
const spoken = new Map<string, SpeechResult>();
const requests: Array<{ url: string; auth?: string; body: any }> = [];
let captionedEnabled = false;
let server: Server;
let baseUrl: string;

const SERVER_VOICES: Record<string, string> = {
  nova: 'rachel',
  onyx: 'adam',
  fable: 'george',
  af_heart: 'sarah',
};

async function speak(text: string, voice: string, speed = 1): Promise<SpeechResult> {
  const key = speed === 1 ? `${voice}|${text}` : `${voice}|${speed}|${text}`;
  let hit = spoken.get(key);
  if (!hit) {
    // OpenAI's `speed`: 2 is twice as fast, so flite stretches by its inverse.
    hit = await flite.synthesize({
      text,
      voiceId: SERVER_VOICES[voice]!,
      outPath: join(dir, `${spoken.size}.wav`),
      lengthScale: 1 / speed,
    });
    spoken.set(key, hit);
  }
  return hit;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ url: req.url!, auth: req.headers.authorization, body });
      if (req.headers.authorization !== 'Bearer sk-local') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
        );
        return;
      }
      if (!SERVER_VOICES[body.voice]) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `Voice ${body.voice} not found` } }));
        return;
      }
      if (req.url === '/v1/audio/speech' && req.method === 'POST') {
        const speed = body.speed ?? 1;
        if (speed < 0.25 || speed > 4) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `speed ${speed} is outside 0.25-4` } }));
          return;
        }
        const s = await speak(body.input, body.voice, speed);
        res.writeHead(200, { 'content-type': 'audio/wav' });
        res.end(readFileSync(s.audioPath));
        return;
      }
      if (req.url === '/dev/captioned_speech' && captionedEnabled && body.stream === false) {
        const s = await speak(body.input, body.voice);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            audio: readFileSync(s.audioPath).toString('base64'),
            audio_format: 'wav',
            // Kokoro reports punctuation as words of its own.
            timestamps: s.words.flatMap((w) => {
              const bare = w.word.replace(/[.,!?]+$/, '');
              const out = [{ word: bare, start_time: w.start, end_time: w.end }];
              if (bare !== w.word)
                out.push({ word: w.word.slice(bare.length), start_time: w.end, end_time: w.end });
              return out;
            }),
          }),
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not Found' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const SCRIPT =
  'Octopuses have three hearts. Two pump blood to the gills, and 1 pumps it to the body! Why? ' +
  "Their blood is copper-based, so it's blue — and it needs an extra push. Follow for more ocean oddities.";

function onsetErrors(truth: SpeechResult['words'], got: SpeechResult['words']): number[] {
  expect(got.map((w) => w.word)).toEqual(truth.map((w) => w.word));
  return truth.map((w, i) => Math.abs(w.start - got[i]!.start));
}

describe('OpenAI-compatible speech adapter', () => {
  it('speaks through /v1/audio/speech and aligns the script to the audio within 50 ms', async () => {
    const tts = createOpenAiSpeechTts({ baseUrl, apiKey: 'sk-local', model: 'kokoro' });
    for (const voice of ['rachel', 'adam', 'george']) {
      const out = await tts.synthesize({
        text: SCRIPT,
        voiceId: voice,
        outPath: join(dir, `out-${voice}.wav`),
      });
      const truth = spoken.get(`${parseVoiceMap(undefined)[voice]}|${SCRIPT}`)!;
      expect(out.durationSec).toBeCloseTo(truth.durationSec, 1);
      const errs = onsetErrors(truth.words, out.words).sort((a, b) => a - b);
      const within = errs.filter((e) => e <= 0.05).length / errs.length;
      // The bar: onsets within 50 ms of the truth (all but the odd word after a long pause).
      expect(within, `${voice}: ${errs.map((e) => e.toFixed(3)).join(' ')}`).toBeGreaterThanOrEqual(0.9);
      expect(errs[Math.floor(errs.length / 2)]).toBeLessThan(0.03);
    }
    const last = requests.filter((r) => r.url === '/v1/audio/speech').at(-1)!;
    expect(last.body).toMatchObject({ model: 'kokoro', voice: 'fable', response_format: 'wav' });
    // The server had no captioned endpoint: asked once, then never again.
    expect(requests.filter((r) => r.url === '/dev/captioned_speech')).toHaveLength(1);
  }, 60_000);

  it("takes the server's own word timings when it gives them", async () => {
    captionedEnabled = true;
    try {
      const tts = createOpenAiSpeechTts({ baseUrl, apiKey: 'sk-local', voices: 'rachel=af_heart' });
      const before = requests.length;
      const out = await tts.synthesize({ text: SCRIPT, voiceId: 'rachel', outPath: join(dir, 'cap.wav') });
      expect(requests.slice(before).map((r) => r.url)).toEqual(['/dev/captioned_speech']);
      const truth = spoken.get(`af_heart|${SCRIPT}`)!;
      expect(Math.max(...onsetErrors(truth.words, out.words))).toBeLessThan(0.001);
    } finally {
      captionedEnabled = false;
    }
  }, 30_000);

  it('speaks slower or faster when asked for a longer or shorter take (speed = 1/lengthScale)', async () => {
    const tts = createOpenAiSpeechTts({ baseUrl, apiKey: 'sk-local' });
    const at = async (lengthScale: number | undefined, name: string) =>
      tts.synthesize({ text: SCRIPT, voiceId: 'adam', outPath: join(dir, `${name}.wav`), lengthScale });
    const own = await at(undefined, 'own');
    const slower = await at(1.15, 'slower');
    expect(requests.at(-1)!.body.speed).toBeCloseTo(0.87, 2);
    expect(slower.durationSec / own.durationSec).toBeGreaterThan(1.08);
    const faster = await at(0.87, 'faster');
    expect(faster.durationSec / own.durationSec).toBeLessThan(0.93);
    // Beyond what the protocol allows: clamped to 0.25, not refused by the server.
    await at(10, 'clamped');
    expect(requests.at(-1)!.body.speed).toBe(0.25);
  }, 60_000);

  it('reports the server’s own error and unknown voices clearly', async () => {
    const bad = createOpenAiSpeechTts({ baseUrl, apiKey: 'sk-wrong' });
    await expect(
      bad.synthesize({ text: 'Hello there.', voiceId: 'rachel', outPath: join(dir, 'x.wav') }),
    ).rejects.toThrow('The speech server answered HTTP 401: Incorrect API key provided');
    const tts = createOpenAiSpeechTts({ baseUrl, apiKey: 'sk-local' });
    await expect(
      tts.synthesize({ text: 'Hello.', voiceId: 'nobody', outPath: join(dir, 'y.wav') }),
    ).rejects.toThrow('Unknown voice: nobody');
    await expect(
      tts.synthesize({ text: 'Hello.', voiceId: 'josh', outPath: join(dir, 'z.wav') }),
    ).rejects.toThrow('Voice echo not found');
    const down = createOpenAiSpeechTts({ baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(
      down.synthesize({ text: 'Hello.', voiceId: 'rachel', outPath: join(dir, 'w.wav') }),
    ).rejects.toThrow(/speech server is unreachable/);
    expect(() => parseVoiceMap('rachel=af_heart,nobody=x')).toThrow('SPEECH_VOICES');
    expect(tts.voiceFingerprint('rachel')).not.toBe(tts.voiceFingerprint('adam'));
  });

  it('reads numbers, hyphens and timestamps the way a speaker says them', () => {
    expect(numberWords(1200)).toEqual(['one', 'thousand', 'two', 'hundred']);
    expect(spokenForms('40%')).toEqual(['forty', 'percent']);
    expect(spokenForms('copper-based,')).toEqual(['copper', 'based']);
    expect(spokenForms("it's")).toEqual(["it's"]);
    expect(spokenForms('—')).toEqual([]);
    expect(parseHypseg('a S 0 T -1 A -1 L 0 0 -1 0 <sil> 19 -8 0 two 41 -2 0 pump 60')).toEqual([
      { word: '<sil>', start: 0, end: 0.19 },
      { word: 'two', start: 0.19, end: 0.41 },
      { word: 'pump', start: 0.41, end: 0.6 },
    ]);
    expect(
      serverTimings([
        { word: 'Hi', start_time: 0, end_time: 0.2 },
        { word: '!', start_time: 0.2, end_time: 0.2 },
      ]),
    ).toEqual([{ word: 'Hi!', start: 0, end: 0.2 }]);
  });
});
