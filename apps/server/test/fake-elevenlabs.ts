import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';

const run = promisify(execFile);

/** A voice made by `POST /v1/voices/add`, with what was uploaded for it. */
export interface FakeClonedVoice {
  voiceId: string;
  name: string;
  description: string | null;
  removeBackgroundNoise: string | null;
  files: Array<{ filename: string; type: string; bytes: number }>;
}

/**
 * A local server speaking ElevenLabs' wire protocol for instant voice cloning (decision 026):
 * `POST /v1/voices/add` (multipart: name, files, remove_background_noise, description → {voice_id,
 * requires_verification}), `DELETE /v1/voices/{voice_id}` (→ {status: "ok"}) and
 * `POST /v1/text-to-speech/{voice_id}/with-timestamps?output_format=pcm_24000` (JSON {text,
 * model_id} → {audio_base64, alignment}). The key is checked in `xi-api-key`; errors come in the
 * vendor's `{detail: {status, message}}` shape. Speech is real: flite speaks the text, and the
 * character times are spread over flite's own word times.
 */
export async function startFakeElevenLabs(opts: { key: string }) {
  const voices = new Map<string, FakeClonedVoice>();
  const requests: Array<{ method: string; path: string; voiceId?: string; text?: string }> = [];
  const tts = createBuiltinTts();
  const work = await mkdtemp(path.join(os.tmpdir(), 'fake-elevenlabs-'));
  let failNextAdd: { status: number; detail: unknown } | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const detail = (status: string, message: string) => ({ detail: { status, message } });

  async function body(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  async function addVoice(req: IncomingMessage, res: ServerResponse) {
    const type = String(req.headers['content-type'] ?? '');
    if (!type.startsWith('multipart/form-data'))
      return send(res, 422, {
        detail: [{ loc: ['body', 'name'], msg: 'field required', type: 'value_error.missing' }],
      });
    const raw = await body(req);
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    })
      .formData()
      .catch(() => null);
    if (!form) return send(res, 400, detail('invalid_multipart', 'Could not parse the multipart body'));
    const name = form.get('name');
    const files = form
      .getAll('files')
      .flatMap((f) => (typeof f === 'string' ? [] : [f as unknown as Blob & { name: string }]));
    if (typeof name !== 'string' || !name)
      return send(res, 422, {
        detail: [{ loc: ['body', 'name'], msg: 'field required', type: 'value_error.missing' }],
      });
    if (!files.length || files.some((f) => f.size === 0))
      return send(res, 422, {
        detail: [{ loc: ['body', 'files'], msg: 'field required', type: 'value_error.missing' }],
      });
    if (failNextAdd) {
      const f = failNextAdd;
      failNextAdd = null;
      return send(res, f.status, { detail: f.detail });
    }
    const voiceId = randomBytes(15)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 20);
    voices.set(voiceId, {
      voiceId,
      name,
      description: (form.get('description') as string | null) ?? null,
      removeBackgroundNoise: (form.get('remove_background_noise') as string | null) ?? null,
      files: files.map((f) => ({ filename: f.name, type: f.type, bytes: f.size })),
    });
    send(res, 200, { voice_id: voiceId, requires_verification: false });
  }

  async function speak(req: IncomingMessage, res: ServerResponse, voiceId: string, format: string) {
    if (!voices.has(voiceId))
      return send(res, 404, detail('voice_not_found', `A voice with the voice_id ${voiceId} was not found.`));
    if (format !== 'pcm_24000')
      return send(
        res,
        400,
        detail('invalid_output_format', `This fake only speaks pcm_24000, not ${format}`),
      );
    let json: { text?: unknown; model_id?: unknown };
    try {
      json = JSON.parse((await body(req)).toString('utf8'));
    } catch {
      return send(res, 400, detail('invalid_json', 'Body is not JSON'));
    }
    const text = typeof json.text === 'string' ? json.text : '';
    requests[requests.length - 1]!.text = text;
    if (!text.trim()) return send(res, 422, { detail: [{ loc: ['body', 'text'], msg: 'field required' }] });
    const dir = await mkdtemp(path.join(work, 'tts-'));
    try {
      const speech = await tts.synthesize({ text, voiceId: 'rachel', outPath: path.join(dir, 'v.wav') });
      const pcmPath = path.join(dir, 'v.pcm');
      await run('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-i',
        speech.audioPath,
        '-ac',
        '1',
        '-ar',
        '24000',
        '-f',
        's16le',
        pcmPath,
      ]);
      const pcm = await readFile(pcmPath);
      send(res, 200, { audio_base64: pcm.toString('base64'), alignment: alignment(text, speech.words) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const tts = /^\/v1\/text-to-speech\/([A-Za-z0-9]+)\/with-timestamps$/.exec(url.pathname);
    const del = /^\/v1\/voices\/([A-Za-z0-9]+)$/.exec(url.pathname);
    requests.push({ method: req.method ?? '', path: url.pathname, voiceId: tts?.[1] ?? del?.[1] });
    if (req.headers['xi-api-key'] !== opts.key) {
      req.resume();
      return send(res, 401, detail('invalid_api_key', 'Invalid API key'));
    }
    const fail = (err: unknown) => send(res, 500, detail('internal', (err as Error).message));
    if (req.method === 'POST' && url.pathname === '/v1/voices/add')
      return void addVoice(req, res).catch(fail);
    if (req.method === 'POST' && tts)
      return void speak(req, res, tts[1]!, url.searchParams.get('output_format') ?? 'mp3_44100_128').catch(
        fail,
      );
    if (req.method === 'DELETE' && del) {
      req.resume();
      if (!voices.delete(del[1]!))
        return send(
          res,
          400,
          detail('voice_does_not_exist', `A voice with the voice_id ${del[1]} does not exist.`),
        );
      return send(res, 200, { status: 'ok' });
    }
    req.resume();
    send(res, 404, { detail: 'Not Found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    voices,
    requests,
    /** The next `voices/add` answers this error (a sample the vendor refuses, an outage). */
    failNextAdd(status: number, detailBody: unknown) {
      failNextAdd = { status, detail: detailBody };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * ElevenLabs' alignment: one entry per character of the text sent, spaces included. Each word of
 * the text takes the time of the spoken word at the same position; its characters share it evenly.
 */
function alignment(text: string, words: Array<{ start: number; end: number }>) {
  const characters = Array.from(text);
  const starts: number[] = [];
  const ends: number[] = [];
  const tokens: Array<{ from: number; to: number }> = [];
  const re = /\S+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) tokens.push({ from: m.index, to: m.index + m[0].length });
  const last = words[words.length - 1]?.end ?? 0;
  const timeOf = (i: number) =>
    words[Math.min(words.length - 1, Math.floor((i * words.length) / Math.max(1, tokens.length)))] ?? {
      start: 0,
      end: last,
    };
  // UTF-16 offsets to character indexes.
  const charAt: number[] = [];
  let ci = 0;
  for (let u = 0; u < text.length; u++) {
    charAt[u] = ci;
    const code = text.charCodeAt(u);
    if (!(code >= 0xd800 && code <= 0xdbff)) ci++;
  }
  characters.forEach(() => {
    starts.push(0);
    ends.push(0);
  });
  let prevEnd = 0;
  tokens.forEach((tok, i) => {
    const w = timeOf(i);
    const a = charAt[tok.from]!;
    const b = tok.to < text.length ? charAt[tok.to]! : characters.length;
    const n = Math.max(1, b - a);
    // The gap before the word belongs to the spaces before it.
    for (let c = i === 0 ? 0 : (charAt[tokens[i - 1]!.to] ?? a); c < a; c++) {
      starts[c] = prevEnd;
      ends[c] = w.start;
    }
    for (let k = 0; k < n; k++) {
      starts[a + k] = +(w.start + ((w.end - w.start) * k) / n).toFixed(3);
      ends[a + k] = +(w.start + ((w.end - w.start) * (k + 1)) / n).toFixed(3);
    }
    prevEnd = w.end;
  });
  for (
    let c = tokens.length ? (charAt[tokens[tokens.length - 1]!.to] ?? characters.length) : 0;
    c < characters.length;
    c++
  ) {
    starts[c] = prevEnd;
    ends[c] = last;
  }
  return {
    characters,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  };
}
