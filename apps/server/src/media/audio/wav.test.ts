import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWavMono, parsePcmWav, resample, WavError } from './wav.ts';
import { run } from '../../../test/media.ts';

/** ffmpeg's own decode to mono f32 at `rate` (what decodeMono used to do for every file). */
async function ffmpegMono(path: string, rate = 48000): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-ac', '1', '-ar', String(rate), '-f', 'f32le', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  const copy = new Uint8Array(stdout.byteLength);
  copy.set(stdout);
  return new Float32Array(copy.buffer);
}

function compare(a: Float32Array, b: Float32Array, from = 0, to = Math.min(a.length, b.length)) {
  let ab = 0,
    aa = 0,
    bb = 0,
    err = 0;
  for (let i = from; i < to; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
    err += (a[i]! - b[i]!) ** 2;
  }
  return { corr: ab / Math.sqrt(aa * bb), rmsRatio: Math.sqrt(aa / bb), snrDb: 10 * Math.log10(bb / err) };
}

interface WavSpec {
  format?: number;
  channels: number;
  rate: number;
  bits: number;
  data: Uint8Array;
  /** Chunks placed before fmt and between fmt and data. */
  before?: [string, Uint8Array][];
  between?: [string, Uint8Array][];
  dataSize?: number;
  extensible?: boolean;
}

function chunk(id: string, body: Uint8Array, size = body.length): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length & 1));
  out.set(Buffer.from(id, 'latin1'), 0);
  new DataView(out.buffer).setUint32(4, size, true);
  out.set(body, 8);
  return out;
}

function makeWav(s: WavSpec): Uint8Array {
  const fmt = new Uint8Array(s.extensible ? 40 : 16);
  const v = new DataView(fmt.buffer);
  const format = s.format ?? 1;
  v.setUint16(0, s.extensible ? 0xfffe : format, true);
  v.setUint16(2, s.channels, true);
  v.setUint32(4, s.rate, true);
  v.setUint32(8, (s.rate * s.channels * s.bits) / 8, true);
  v.setUint16(12, (s.channels * s.bits) / 8, true);
  v.setUint16(14, s.bits, true);
  if (s.extensible) {
    v.setUint16(16, 22, true);
    v.setUint16(18, s.bits, true);
    v.setUint32(20, s.channels === 2 ? 3 : 4, true);
    v.setUint16(24, format, true);
  }
  const parts = [
    ...(s.before ?? []).map(([id, b]) => chunk(id, b)),
    chunk('fmt ', fmt),
    ...(s.between ?? []).map(([id, b]) => chunk(id, b)),
    chunk('data', s.data, s.dataSize ?? s.data.length),
  ];
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0);
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WAVE', 8);
  return new Uint8Array(Buffer.concat([head, body]));
}

const sine = (n: number, rate: number, hz: number, amp = 0.5, phase = 0) =>
  Float64Array.from({ length: n }, (_, i) => amp * Math.sin((2 * Math.PI * hz * i) / rate + phase));

function pcm(values: Float64Array[], bits: number, float = false): Uint8Array {
  const frames = values[0]!.length;
  const ch = values.length;
  const bytes = bits / 8;
  const out = Buffer.alloc(frames * ch * bytes);
  for (let f = 0; f < frames; f++)
    for (let c = 0; c < ch; c++) {
      const x = values[c]![f]!;
      const at = (f * ch + c) * bytes;
      if (float) out.writeFloatLE(x, at);
      else if (bits === 16) out.writeInt16LE(Math.round(x * 32767), at);
      else if (bits === 24) out.writeIntLE(Math.round(x * 8388607), at, 3);
      else out.writeInt32LE(Math.round(x * 2147483647), at);
    }
  return new Uint8Array(out);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wav-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('decodeWavMono on real speech', () => {
  it('matches ffmpeg on flite output (16 kHz s16 mono → 48 kHz)', async () => {
    const path = join(dir, 'flite.wav');
    await run('flite', ['-voice', 'slt', '-t', 'Hello world. Octopuses have three hearts.', '-o', path]);
    const bytes = await readFile(path);
    const info = parsePcmWav(bytes)!;
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, format: 1 });
    const ours = decodeWavMono(bytes, 48000)!;
    const ref = await ffmpegMono(path);
    expect(ours.length).toBe(ref.length);
    const c = compare(ours, ref);
    expect(c.corr).toBeGreaterThan(0.9995);
    expect(Math.abs(c.rmsRatio - 1)).toBeLessThan(0.01);
    expect(c.snrDb).toBeGreaterThan(35);
  });
});

describe('resample', () => {
  it.each([16000, 22050, 24000, 32000, 44100, 96000])(
    'turns a 1 kHz sine at %i Hz into a clean 1 kHz sine at 48 kHz',
    (rate) => {
      const x = Float32Array.from(sine(rate, rate, 1000));
      const y = resample(x, rate, 48000);
      expect(y.length).toBe(Math.ceil((x.length * 48000) / rate));
      const ideal = Float32Array.from(sine(y.length, 48000, 1000));
      // Away from the edges (where the input starts and stops abruptly).
      const c = compare(y, ideal, 2000, y.length - 2000);
      expect(c.snrDb).toBeGreaterThan(50); // 16 taps, beta 6: passband ripple about 0.1 %
    },
  );

  it('leaves the signal alone at the same rate', () => {
    const x = new Float32Array([0.1, -0.2, 0.3]);
    expect(resample(x, 48000, 48000)).toBe(x);
  });

  it('rejects images of an upsampled tone', () => {
    // 3 kHz at 16 kHz: the first image would sit at 13 kHz.
    const y = resample(Float32Array.from(sine(16000, 16000, 3000)), 16000, 48000);
    const at = (hz: number) => {
      let re = 0,
        im = 0;
      for (let i = 4000; i < 44000; i++) {
        re += y[i]! * Math.cos((2 * Math.PI * hz * i) / 48000);
        im += y[i]! * Math.sin((2 * Math.PI * hz * i) / 48000);
      }
      return Math.hypot(re, im);
    };
    expect(20 * Math.log10(at(13000) / at(3000))).toBeLessThan(-60);
  });
});

describe('parsePcmWav', () => {
  const left = sine(480, 48000, 440, 0.6);
  const right = sine(480, 48000, 660, 0.3);
  const mono = (l: Float64Array, r: Float64Array) =>
    Float64Array.from(l, (x, i) => (x + r[i]!) * Math.SQRT1_2);

  it('downmixes stereo to (L + R) / √2, as ffmpeg does', async () => {
    const bytes = makeWav({ channels: 2, rate: 48000, bits: 16, data: pcm([left, right], 16) });
    const wav = parsePcmWav(bytes)!;
    expect(wav.channels).toBe(2);
    const expected = mono(left, right);
    for (let i = 0; i < 480; i += 37) expect(wav.mono[i]).toBeCloseTo(expected[i]!, 4);
    const path = join(dir, 'stereo.wav');
    await writeFile(path, bytes);
    const ref = await ffmpegMono(path);
    const ours = decodeWavMono(bytes, 48000)!;
    expect(ours.length).toBe(ref.length);
    for (let i = 0; i < ref.length; i++) expect(Math.abs(ours[i]! - ref[i]!)).toBeLessThan(1e-4);
  });

  it.each([
    [24, false],
    [32, false],
    [32, true],
  ])('reads %i-bit samples (float: %s), mono and stereo', (bits, float) => {
    const format = float ? 3 : 1;
    const m = parsePcmWav(
      makeWav({ format, channels: 1, rate: 48000, bits, data: pcm([left], bits, float) }),
    )!;
    for (let i = 0; i < 480; i += 29) expect(m.mono[i]).toBeCloseTo(left[i]!, 6);
    const s = parsePcmWav(
      makeWav({ format, channels: 2, rate: 48000, bits, data: pcm([left, right], bits, float) }),
    )!;
    const expected = mono(left, right);
    for (let i = 0; i < 480; i += 29) expect(s.mono[i]).toBeCloseTo(expected[i]!, 6);
  });

  it('reads negative 24-bit samples with the right sign', () => {
    const data = new Uint8Array([0x00, 0x00, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]); // min, -1, max
    const wav = parsePcmWav(makeWav({ channels: 1, rate: 8000, bits: 24, data }))!;
    expect(wav.mono[0]).toBe(-1);
    expect(wav.mono[1]).toBeCloseTo(-1 / 8388608, 12);
    expect(wav.mono[2]).toBeCloseTo(1, 6);
  });

  it('skips unknown chunks, including odd-sized ones with their pad byte, and reads WAVE_FORMAT_EXTENSIBLE', () => {
    const data = pcm([left], 16);
    const bytes = makeWav({
      channels: 1,
      rate: 22050,
      bits: 16,
      data,
      extensible: true,
      before: [['JUNK', new Uint8Array(3)]],
      between: [
        ['LIST', new Uint8Array([1, 2, 3, 4, 5])],
        ['fact', new Uint8Array(4)],
      ],
    });
    const wav = parsePcmWav(bytes)!;
    expect(wav.sampleRate).toBe(22050);
    expect(wav.mono.length).toBe(480);
    expect(wav.mono[100]).toBeCloseTo(left[100]!, 4);
  });

  it('reads a misaligned data chunk', () => {
    // An odd-sized chunk before data leaves 32-bit samples off a 4-byte boundary.
    const bytes = makeWav({
      format: 3,
      channels: 1,
      rate: 48000,
      bits: 32,
      data: pcm([left], 32, true),
      between: [['LIST', new Uint8Array(1)]],
    });
    expect(parsePcmWav(bytes)!.mono[50]).toBeCloseTo(left[50]!, 6);
  });

  it.each([0, 0xffffffff])('uses the rest of the file when the data size is %i (streamed)', (dataSize) => {
    const bytes = makeWav({ channels: 1, rate: 16000, bits: 16, data: pcm([left], 16), dataSize });
    expect(parsePcmWav(bytes)!.mono.length).toBe(480);
  });

  it('drops a trailing partial frame', () => {
    const data = pcm([left, right], 16).subarray(0, 4 * 10 + 2);
    const wav = parsePcmWav(makeWav({ channels: 2, rate: 16000, bits: 16, data, dataSize: 0 }))!;
    expect(wav.mono.length).toBe(10);
  });

  it('fails clearly on truncated files', () => {
    const whole = makeWav({ channels: 1, rate: 16000, bits: 16, data: pcm([left], 16) });
    expect(() => parsePcmWav(whole.subarray(0, whole.length - 100))).toThrow(WavError);
    expect(() => parsePcmWav(whole.subarray(0, whole.length - 100))).toThrow(/truncated.*960 bytes/);
    expect(() => parsePcmWav(whole.subarray(0, 30))).toThrow(/truncated in its fmt chunk/);
    expect(() => parsePcmWav(whole.subarray(0, 12))).toThrow(/no fmt chunk/);
    expect(() => parsePcmWav(whole.subarray(0, 36))).toThrow(/no data chunk/);
  });

  it('leaves other files and encodings to ffmpeg', () => {
    expect(parsePcmWav(new Uint8Array(Buffer.from('ID3\u0004\u0000 an mp3')))).toBeNull();
    expect(parsePcmWav(new Uint8Array(0))).toBeNull();
    const u8 = makeWav({ channels: 1, rate: 8000, bits: 8, data: new Uint8Array(100) });
    expect(parsePcmWav(u8)).toBeNull();
    const alaw = makeWav({ format: 6, channels: 1, rate: 8000, bits: 8, data: new Uint8Array(100) });
    expect(parsePcmWav(alaw)).toBeNull();
    const six = makeWav({ channels: 6, rate: 48000, bits: 16, data: new Uint8Array(1200) });
    expect(parsePcmWav(six)).toBeNull();
  });
});
