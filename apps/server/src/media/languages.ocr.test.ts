import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@reelsmith/contracts/languages';
import { runFfmpeg, runTool } from '../lib/ffmpeg/ffmpeg.runner.ts';
import { probe } from '../lib/ffmpeg/probe.ts';
import type { LlmProvider, Script } from '../providers/llm/llm.types.ts';
import { createBuiltinTts } from '../providers/tts/builtin.tts.ts';
import { generateVideo } from './pipeline.ts';

// The issue's Done-when for languages (issue 42): a short video rendered in each language with its
// offline voice passes the output checks, and tesseract, reading six frames with that language's
// data, finds the caption words the frame should show: 70 % for Latin scripts, 50 % for Arabic,
// Hindi and Chinese. The backdrop is plain so the reading is of the captions, not the pictures.

const SCRIPTS: Record<Language, [hook: string, body: string]> = {
  en: ['Water remembers.', 'Rivers carry small stones down to the quiet sea.'],
  es: ['El agua recuerda.', 'Los ríos llevan piedras pequeñas hasta el mar tranquilo.'],
  pt: ['A água lembra.', 'Os rios levam pedras pequenas até o mar tranquilo.'],
  fr: ["L'eau se souvient.", 'Les rivières portent des pierres vers la mer calme.'],
  de: ['Wasser erinnert sich.', 'Flüsse tragen kleine Steine hinunter zum ruhigen Meer.'],
  it: ["L'acqua ricorda.", 'I fiumi portano piccole pietre verso il mare calmo.'],
  hi: ['पानी याद रखता है।', 'नदियाँ छोटे पत्थर शांत समुद्र तक ले जाती हैं।'],
  ar: ['الماء يتذكر.', 'تحمل الأنهار حجارة صغيرة إلى البحر الهادئ.'],
  zh: ['水记得。', '河流把小石头带到安静的大海。'],
};

/** tesseract's data per language (Debian's tesseract-ocr-<code> packages, scripts/setup.sh). */
const TESSERACT: Record<Language, string> = {
  en: 'eng',
  es: 'spa',
  pt: 'por',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  hi: 'hin',
  ar: 'ara',
  zh: 'chi_sim',
};
const NEEDED = (l: Language) => (['hi', 'ar', 'zh'].includes(l) ? 0.5 : 0.7);

const writer: LlmProvider = {
  name: 'inline',
  writeScript: async () => {
    throw new Error('the script is given');
  },
  suggestIdeas: async () => [],
  writeCaption: async () => ({ text: '', hashtags: [] }),
};
const deps = { llm: writer, tts: createBuiltinTts(), visuals: { name: 'none', find: async () => null } };

/** Words as compared: letters, marks and digits only, lower case, NFC; Chinese character by character. */
function wordsOf(text: string, language: Language): string[] {
  const clean = text.normalize('NFC').toLocaleLowerCase(LANGUAGE_INFO[language].tag);
  if (LANGUAGE_INFO[language].unspaced) return clean.match(/\p{Script=Han}/gu) ?? [];
  return (clean.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 || /\p{N}/u.test(w));
}

interface CaptionEvent {
  start: number;
  end: number;
  y: number;
  text: string;
}

/** The burned captions' lines from the ASS file the render wrote beside the video. */
function captionEvents(ass: string): CaptionEvent[] {
  const sec = (t: string) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);
  return ass
    .split('\n')
    .filter((l) => l.startsWith('Dialogue: 0,') && l.includes(',Caption,'))
    .map((l) => {
      const [, start, end] = l.split(',');
      const body = l.split(',,').slice(-1)[0]!;
      return {
        start: sec(start!),
        end: sec(end!),
        y: Number(/\\pos\(\d+,(\d+)\)/.exec(l)?.[1] ?? 0),
        text: body.replace(/\{[^}]*\}/g, ''),
      };
    });
}

/**
 * The caption band of the frame at each moment, stacked into one picture at half size with white
 * text made black on white, read by one tesseract run: each word read is given to the frame its
 * box sits in (the TSV output's `top`), so each frame is still checked against its own lines.
 */
async function readFrames(video: string, moments: number[], band: [number, number], language: Language) {
  const [top, bottom] = band;
  const height = Math.round((bottom - top) / 2);
  const { stdout: png } = await runFfmpeg([
    '-v',
    'error',
    ...moments.flatMap((t) => ['-ss', t.toFixed(3), '-i', video]),
    '-filter_complex',
    moments
      .map((_, i) => `[${i}:v]trim=end_frame=1,crop=1080:${bottom - top}:0:${top},scale=540:${height}[f${i}]`)
      .join(';') +
      `;${moments.map((_, i) => `[f${i}]`).join('')}vstack=inputs=${moments.length},` +
      "format=gray,lut=y='if(gt(val,160),0,255)'",
    ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ]);
  const { stdout } = await runTool('tesseract', ['-', '-', '-l', TESSERACT[language], '--psm', '6', 'tsv'], {
    input: png,
    timeoutMs: 60_000,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  const read = moments.map(() => '');
  for (const row of stdout.toString('utf8').split('\n').slice(1)) {
    const c = row.split('\t');
    if (c.length < 12 || !c[11]!.trim()) continue;
    const frame = Math.floor((Number(c[7]) + Number(c[9]) / 2) / height);
    if (frame >= 0 && frame < read.length) read[frame] += ` ${c[11]}`;
  }
  return read;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'languages-ocr-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.each(LANGUAGES.filter((l) => l !== 'en'))('a video in %s', (language) => {
  it('passes the output checks, and OCR reads its caption words in six frames', async () => {
    const [hook, body] = SCRIPTS[language];
    const script: Script = {
      title: hook,
      hook,
      body: [{ text: body, visualKeywords: ['river'] }],
      callToAction: '',
      narration: `${hook} ${body}`,
      caption: hook,
      hashtags: [],
    };
    const r = await generateVideo(
      {
        ...{ idea: hook, vibe: 'educational', voiceId: 'rachel', style: 'cinematic', durationSec: 8 },
        ...{ captionPreset: 'bold', music: 'none', illustrations: false, language, script },
      },
      { workDir: join(root, language), deps },
    );
    const info = await probe(r.videoPath);
    expect(info.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000 });
    expect(r.storyboard.language).toBe(language);

    const events = captionEvents(await readFile(r.assPath, 'utf8'));
    expect(events.length).toBeGreaterThan(0);
    const ys = events.map((e) => e.y);
    const band: [number, number] = [Math.min(...ys) - 95, Math.max(...ys) + 95];
    // Six moments spread over the captions, each read against the lines on screen then.
    const first = events[0]!.start;
    const last = events.at(-1)!.end;
    const moments = Array.from({ length: 6 }, (_, i) => first + ((i + 0.5) * (last - first)) / 6);
    const frames = await readFrames(r.videoPath, moments, band, language);
    let shown = 0;
    let read = 0;
    const misses: string[] = [];
    moments.forEach((t, i) => {
      const expected = events
        .filter((e) => e.start <= t && t < e.end)
        .flatMap((e) => wordsOf(e.text, language));
      const seen = new Set(wordsOf(frames[i]!, language));
      shown += expected.length;
      for (const w of expected) {
        if (seen.has(w)) read++;
        else misses.push(w);
      }
    });
    expect(shown).toBeGreaterThan(6);
    expect(read / shown, `read ${read} of ${shown}; missed ${misses.join(' ')}`).toBeGreaterThanOrEqual(
      NEEDED(language),
    );
  }, 90_000);
});
