import { execFile } from 'node:child_process';
import { open, readdir, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

// HEIC/HEIF photos (decision 104): Debian 12's ffmpeg 5.1 cannot read them (its HEVC decoder is
// there, but not the HEIF container), so they are decoded with libheif's `heif-convert` (Debian
// package libheif-examples, installed by scripts/setup.sh) into a JPEG that goes on like any photo.

const run = promisify(execFile);

/** What a server without a HEIC decoder needs, named in the refusal. */
export const HEIC_DECODER_HINT = 'heif-convert, from the libheif-examples package';

/** Does the file say it is a HEIF/HEIC image (by its ftyp brand, not its name)? */
export async function isHeic(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await fh.read(head, 0, 12, 0);
    return (
      head.toString('latin1', 4, 8) === 'ftyp' &&
      /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(head.toString('latin1', 8, 12))
    );
  } finally {
    await fh.close();
  }
}

/**
 * Decodes the primary image of a HEIC file to a JPEG at `outPath`. Answers 'missing' when this
 * system has no decoder, and throws when the file cannot be decoded.
 */
export async function heicToJpeg(
  input: string,
  outPath: string,
  opts: { bin?: string; signal?: AbortSignal } = {},
): Promise<'ok' | 'missing'> {
  try {
    await run(opts.bin ?? 'heif-convert', ['--quiet', '-q', '92', input, outPath], {
      timeout: 60_000,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  // A file with several images is written as name-1.jpg, name-2.jpg...: the first is the primary.
  const dir = dirname(outPath);
  const stem = basename(outPath, '.jpg');
  const names = await readdir(dir);
  if (names.includes(basename(outPath))) return 'ok';
  const first = names.filter((n) => n.startsWith(`${stem}-`) && n.endsWith('.jpg')).sort()[0];
  if (!first) throw new Error('heif-convert wrote no image');
  await rename(join(dir, first), outPath);
  return 'ok';
}
