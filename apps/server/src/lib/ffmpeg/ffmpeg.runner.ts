import { spawn } from 'node:child_process';
import os from 'node:os';
import type { Writable } from 'node:stream';

// The one place that spawns ffmpeg and ffprobe (and the media helpers they stand beside): a timeout,
// progress from `-progress pipe:1`, the tail of stderr as the failure reason, cancellation by signal.

/** How a one-shot ffmpeg call starts: no banner, no stdin, overwrite the output, errors only. */
export const FFMPEG_QUIET = ['-hide_banner', '-nostdin', '-y', '-v', 'error'] as const;

export class MediaToolError extends Error {
  readonly code: 'TOOL_MISSING' | 'TOOL_FAILED' | 'TIMEOUT' | 'ABORTED';
  constructor(code: MediaToolError['code'], message: string) {
    super(message);
    this.name = 'MediaToolError';
    this.code = code;
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Bytes for the tool's stdin. An iterable is pulled lazily, one chunk at a time: the next chunk is
   * asked for only after the previous one has been written out, so a producer (the caption layer) draws
   * only as fast as the tool reads and may reuse one buffer.
   */
  input?: string | Buffer | Iterable<Buffer> | AsyncIterable<Buffer>;
  /** A second lazily pulled stream, on the tool's file descriptor 3 (ffmpeg's `pipe:3`). */
  input3?: Iterable<Buffer> | AsyncIterable<Buffer>;
  /** Total output duration, so `-progress pipe:1` lines become a 0..1 fraction. */
  durationSec?: number;
  onProgress?: (fraction: number) => void;
  /** Keep stdout (ffprobe JSON, raw PCM); with progress parsing it holds the progress lines. */
  captureStdout?: boolean;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
  elapsedMs: number;
}

/**
 * How much lower than the process that spawns them the media tools run (a Unix nice increment,
 * 0 to 19). Renders saturate every core; the API in the same process, or on the same machine,
 * answers first (decision 141). Set once at start-up from MEDIA_NICE.
 */
let mediaNice = 10;
export function configureMediaPriority(nice: number) {
  mediaNice = Math.max(0, Math.min(19, Math.round(nice)));
}

function lowerPriority(pid: number | undefined) {
  if (!pid || mediaNice === 0) return;
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + mediaNice));
  } catch {
    // The tool may have exited already, or the platform may refuse; it then runs at our priority.
  }
}

const STDERR_KEEP = 64 * 1024;
const REASON_LINES = 6;

/** Last meaningful stderr lines, the part a person needs to see why it failed. */
export function failureReason(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(frame|size|video|audio)[=:]/.test(l) && !l.startsWith('Press [q]'));
  return lines.slice(-REASON_LINES).join('\n');
}

/** Parses `out_time_us=` (or `out_time_ms=`, which ffmpeg also reports in microseconds) from progress output. */
export function parseProgressSeconds(chunk: string): number | null {
  let last: number | null = null;
  for (const m of chunk.matchAll(/out_time_(?:us|ms)=(\d+)/g)) last = Number(m[1]) / 1e6;
  return last;
}

export function runTool(bin: string, args: string[], opts: RunOptions = {}): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new MediaToolError('ABORTED', `${bin} cancelled before it started`));
      return;
    }
    const child = spawn(bin, args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: opts.input3 ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
    });
    // Before the tool has started its own threads, which inherit it.
    lowerPriority(child.pid);
    const out: Buffer[] = [];
    let err = '';
    let settled = false;
    let killedFor: 'TIMEOUT' | 'ABORTED' | null = null;

    const kill = (why: 'TIMEOUT' | 'ABORTED') => {
      if (killedFor || child.exitCode !== null) return;
      killedFor = why;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill('ABORTED');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = opts.timeoutMs ? setTimeout(() => kill('TIMEOUT'), opts.timeoutMs) : null;
    const finish = (e: Error | null, code?: number | null) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (e) return reject(e);
      if (killedFor === 'TIMEOUT')
        return reject(new MediaToolError('TIMEOUT', `${bin} timed out after ${opts.timeoutMs} ms`));
      if (killedFor === 'ABORTED') return reject(new MediaToolError('ABORTED', `${bin} was cancelled`));
      if (code !== 0) {
        const reason = failureReason(err) || `exit code ${code}`;
        return reject(new MediaToolError('TOOL_FAILED', `${bin.split('/').pop()} failed: ${reason}`));
      }
      resolve({ stdout: Buffer.concat(out), stderr: err, elapsedMs: performance.now() - started });
    };

    child.on('error', (e: NodeJS.ErrnoException) => {
      finish(
        e.code === 'ENOENT'
          ? new MediaToolError('TOOL_MISSING', `${bin} is not installed or not on PATH (${e.message})`)
          : e,
      );
    });
    child.on('close', (code) => finish(null, code));
    child.stdout.on('data', (d: Buffer) => {
      if (opts.captureStdout !== false) out.push(d);
      if (opts.onProgress && opts.durationSec) {
        const t = parseProgressSeconds(d.toString('latin1'));
        if (t !== null) opts.onProgress(Math.max(0, Math.min(1, t / opts.durationSec)));
      }
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.length > STDERR_KEEP) err = err.slice(-STDERR_KEEP);
    });
    child.stdin.on('error', () => {
      /* the tool may exit before reading all input; its exit code tells the story */
    });
    // One chunk at a time: the next is pulled only once the previous one has been handed to the OS,
    // so a producer may reuse its buffer (the caption layer does) and never runs ahead of the reader.
    const pumpInto = (stream: Writable, source: Iterable<Buffer> | AsyncIterable<Buffer>) => {
      const fail = (e: unknown) => {
        child.kill('SIGKILL');
        finish(e as Error);
      };
      const write = (next: IteratorResult<Buffer>) => {
        if (stream.destroyed || settled) return;
        if (next.done) {
          stream.end();
          return;
        }
        stream.write(next.value, (err) => {
          if (!err) pump();
        });
      };
      // A producer on another thread (the layer thread) answers asynchronously.
      const chunks =
        Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
      const pump = () => {
        if (stream.destroyed || settled) return;
        let next: IteratorResult<Buffer> | Promise<IteratorResult<Buffer>>;
        try {
          next = chunks.next();
        } catch (e) {
          fail(e);
          return;
        }
        if (next instanceof Promise) next.then(write, fail);
        else write(next);
      };
      pump();
    };
    const input = opts.input ?? '';
    if (typeof input === 'string' || Buffer.isBuffer(input)) child.stdin.end(input);
    else pumpInto(child.stdin, input);
    if (opts.input3) {
      const fd3 = child.stdio[3] as Writable;
      fd3.on('error', () => undefined); // as for stdin
      pumpInto(fd3, opts.input3);
    }
  });
}

export interface FfmpegBins {
  ffmpegPath?: string;
  ffprobePath?: string;
}

export function runFfmpeg(args: string[], bins: FfmpegBins = {}, opts: RunOptions = {}): Promise<RunResult> {
  return runTool(bins.ffmpegPath ?? 'ffmpeg', args, opts);
}

export function runFfprobe(args: string[], bins: FfmpegBins = {}, opts: RunOptions = {}): Promise<RunResult> {
  return runTool(bins.ffprobePath ?? 'ffprobe', args, opts);
}
