import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SystemTool {
  name: string;
  ok: boolean;
  version?: string;
  /** What to run when it is missing. */
  fix?: string;
}

async function probe(
  name: string,
  cmd: string,
  args: string[],
  pkg: string,
  pick = (out: string) => out.split('\n')[0],
): Promise<SystemTool> {
  try {
    const { stdout, stderr } = await run(cmd, args, { timeout: 5000 }).catch((err) => {
      // flite prints its version and exits 1; a program that ran and spoke counts as present.
      if (err.code === 'ENOENT' || err.killed || !(err.stdout || err.stderr)) throw err;
      return { stdout: String(err.stdout), stderr: String(err.stderr) };
    });
    return {
      name,
      ok: true,
      version: pick(stdout || stderr)
        .trim()
        .slice(0, 120),
    };
  } catch {
    return { name, ok: false, fix: `apt-get install -y ${pkg}` };
  }
}

/** The system programs the product needs at run time, checked once at boot and shown by /api/health. */
export async function checkSystem(env: { FFMPEG_PATH: string; FFPROBE_PATH: string }): Promise<SystemTool[]> {
  return Promise.all([
    probe('ffmpeg', env.FFMPEG_PATH, ['-hide_banner', '-version'], 'ffmpeg'),
    probe('ffprobe', env.FFPROBE_PATH, ['-hide_banner', '-version'], 'ffmpeg'),
    probe(
      'flite',
      'flite',
      ['--version'],
      'flite flite1-dev',
      (out) => /version:\s*(\S+)/.exec(out)?.[1] ?? out,
    ),
    probe('festival', 'festival', ['--version'], 'festival festvox-us-slt-hts festvox-kallpc16k'),
    probe('fonts', 'fc-list', [':family=Inter', 'family'], 'fonts-inter fonts-noto-color-emoji', (out) => {
      if (!out.trim()) throw new Error('Inter missing');
      return 'Inter';
    }).then(async (t) => {
      if (!t.ok) return t;
      const { stdout } = await run('fc-list', [':family=Noto Color Emoji', 'family']).catch(() => ({
        stdout: '',
      }));
      return stdout.trim()
        ? { ...t, version: 'Inter, Noto Color Emoji' }
        : { name: 'fonts', ok: false, fix: 'apt-get install -y fonts-noto-color-emoji' };
    }),
  ]);
}
