import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

// What every bench scenario measures the same way: one definition, so the figures in
// docs/PERFORMANCE.md stay comparable across scenarios.

/** `--runs N` from the command line, or the scenario's own default. */
export const runsArg = (fallback: number) =>
  Number(process.argv[process.argv.indexOf('--runs') + 1]) || fallback;

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Milliseconds as the tables print them. */
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The W30 benchmark video: idea, look and length every render scenario starts from. */
export const W30_IDEA = 'why honeybees dance to share where the flowers are';
export const W30 = {
  idea: W30_IDEA,
  vibe: 'educational',
  voiceId: 'rachel',
  style: 'cinematic',
  durationSec: 30,
  captionPreset: 'bold',
  music: 'auto',
} as const;

/** CPU seconds used by this process plus its waited-for children (ffmpeg, the TTS, the recogniser). */
export function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticks = 100; // USER_HZ on Linux
  const children = (Number(fields[13]) + Number(fields[14])) / ticks; // cutime, cstime
  return (own.user + own.system) / 1e6 + children;
}

/** What `fn` returned, its wall time in ms and the CPU seconds it used. */
export async function timed<T>(fn: () => Promise<T>): Promise<[T, wallMs: number, cpuSec: number]> {
  const c = cpuSeconds();
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t, cpuSeconds() - c];
}

/** Replaces the `<!-- tag:start -->…<!-- tag:end -->` block of the doc, or appends it (after `heading`). */
export async function writeDocBlock(doc: string, tag: string, body: string, heading = ''): Promise<void> {
  let text = '';
  try {
    text = await readFile(doc, 'utf8');
  } catch {
    text = '# Performance\n';
  }
  const block = `<!-- ${tag}:start -->\n${body}\n<!-- ${tag}:end -->`;
  const re = new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`);
  text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${heading}${block}\n`;
  await writeFile(doc, text);
}
