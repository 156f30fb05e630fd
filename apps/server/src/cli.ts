import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CAPTION_PRESETS,
  DURATION_MAX,
  DURATION_MIN,
  MUSIC_CHOICES,
  TOPIC_MAX,
  VIBES,
  VIDEO_STYLES,
  type CaptionPreset,
  type MusicChoice,
  type Vibe,
  type VideoStyle,
} from '@reelsmith/contracts/video';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@reelsmith/contracts/languages';
import { remoteGenerate, remoteVoices } from './cli-remote.ts';
import { scriptFromText } from './lib/script-text.ts';
import { AFFILIATE_HELP, affiliateCommand } from './cli-affiliate.ts';
import { OPERATOR_HELP, operatorCommand } from './cli-operator.ts';
import { generateVideo, type Stage } from './media/pipeline.ts';
import { renderCommand, writeOutputs } from './cli-storyboard.ts';
import { auditScript, CORPUS_IDEAS } from '@reelsmith/writer';
import { createBuiltinLlm, writeBuiltinScript } from './providers/llm/builtin.llm.ts';
import { measurePace } from './providers/tts/measure-rates.ts';
import { DEFAULT_VOICE_ID, findVoice, VOICE_CATALOGUE } from './providers/tts/catalogue.ts';
import { createBuiltinTts } from './providers/tts/builtin.tts.ts';
import { createBuiltinVisuals } from './providers/visuals/builtin.visuals.ts';

// Command line: the same pipeline as the server, with the builtin offline providers and no server.

const HELP = `Reelsmith command line

Usage:
  npm run cli -- generate --idea "<idea>" [options]
  npm run cli -- --server <url> --key <api key> generate --idea "<idea>" [options]
  npm run cli -- render --storyboard <file> [--out <path>]
  npm run cli -- voices
  npm run cli -- audit-scripts [--verbose]
  npm run cli -- measure-voices
  npm run cli -- affiliate <payouts | run-payouts | payout-mark-paid | payout-mark-failed> ...
  npm run cli -- plan set <email> <free|creator|business> [--until YYYY-MM-DD]
  npm run cli -- operator <grant | revoke> <email>
  npm run cli -- --help

generate: an idea becomes a 1080x1920 MP4 (plus thumbnail and SRT, WebVTT and ASS captions).
  --idea <text>            What the video is about (1 to ${TOPIC_MAX} characters). Required.
  --vibe <vibe>            ${VIBES.join(' | ')} (default educational)
  --voice <id>             A catalogue voice id, see "voices" (default ${DEFAULT_VOICE_ID})
  --language <code>        ${LANGUAGES.join(' | ')} (ISO 639-1): what the video is written and
                           spoken in; default: with --server, the language of the key's account
                           (Settings), else en. The offline writer writes English only, so give
                           --script-file for another language
  --script-file <path>     Your own script (UTF-8 text, any language), spoken as written
  --style <style>          ${VIDEO_STYLES.join(' | ')} (default cinematic)
  --duration <seconds>     Target spoken length, ${DURATION_MIN} to ${DURATION_MAX} (default 30)
  --caption-style <name>   ${CAPTION_PRESETS.join(' | ')} (default bold)
  --music <choice>         ${MUSIC_CHOICES.join(' | ')}: a bed synthesised for the vibe, or none (default auto)
  --image <path>           A picture to show with a slow pan; repeat for several
  --watermark <text>       Small text in a corner
  --seed <n>               Varies script and visuals; same seed, same video (default 1)
  --out <path>             Where to write the MP4 (default ./video.mp4); the thumbnail and
                           caption files are written next to it with the same name
  --storyboard-out <file>  Also write the video's storyboard (JSON) there, with the files it
                           names (the narration, the pictures) copied beside it
  --keep-work-dir          Keep the temporary working folder (voice WAV, intermediate files)
  -h, --help               Show this help

render: a storyboard (from generate --storyboard-out, maybe edited) becomes the MP4 and its files.
  --storyboard <file>      The storyboard JSON; the files it names are read from its folder. Required.
  --out <path>             Where to write the MP4 (default ./video.mp4), as for generate

--server <url> --key <key> (before the command; or REELSMITH_URL and REELSMITH_KEY): generate and
  voices go through that server's public API with an API key (Settings → API, scopes read and
  create videos); the server renders and the files are downloaded. --image, --watermark and
  --keep-work-dir are for local renders only.

voices: lists the voice catalogue (id, gender, accent, category, tone).

audit-scripts: writes a script with the builtin writer for every idea of the scored corpus in each of
  the four vibes (15 to 60 s) and prints every line the audit flags: an open slot, a repeated or
  dangling word, a wrong article, an unchecked claim, a hashtag that is no word, a question without
  its notice (docs/decisions/031). Exits 1 when any line is flagged.
  --verbose                Also print every script

measure-voices: speaks 32 builtin scripts with every builtin voice and prints each voice's pace
  (syllables a second, pause after a sentence) for catalogue.ts; takes a few minutes.

plan set: grants an account a plan (billing off, or a courtesy plan beside Stripe), in the database
  named by DATABASE_URL or DATA_DIR (on the embedded database, a running server makes the grant).
  --until <date>           The grant ends then (the account falls back to its subscription or Free)

${AFFILIATE_HELP}
${OPERATOR_HELP}`;

class UsageError extends Error {}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--${name} must be one of: ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

/** The creator's script file: UTF-8 text of 1 to 5000 characters. */
async function readScriptFile(path: string): Promise<string> {
  let text: string;
  try {
    text = (await readFile(resolve(path), 'utf8')).trim();
  } catch {
    throw new UsageError(`--script-file: cannot read "${path}"`);
  }
  if (!text || text.length > 5000)
    throw new UsageError('--script-file: the script must be 1 to 5000 characters of text');
  return text;
}

async function generate(argv: string[], remote?: Remote): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      idea: { type: 'string' },
      vibe: { type: 'string' },
      voice: { type: 'string' },
      language: { type: 'string' },
      'script-file': { type: 'string' },
      style: { type: 'string' },
      duration: { type: 'string' },
      'caption-style': { type: 'string' },
      music: { type: 'string' },
      image: { type: 'string', multiple: true },
      watermark: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      'storyboard-out': { type: 'string' },
      'keep-work-dir': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const idea = (values.idea ?? '').trim();
  if (!idea || idea.length > TOPIC_MAX)
    throw new UsageError(`--idea: Please enter a topic (1 to ${TOPIC_MAX} characters)`);
  const vibe = oneOf<Vibe>('vibe', values.vibe, VIBES, 'educational');
  const style = oneOf<VideoStyle>('style', values.style, VIDEO_STYLES, 'cinematic');
  const captionPreset = oneOf<CaptionPreset>(
    'caption-style',
    values['caption-style'],
    CAPTION_PRESETS,
    'bold',
  );
  const music = oneOf<MusicChoice>('music', values.music, MUSIC_CHOICES, 'auto');
  const language = oneOf<Language>('language', values.language, LANGUAGES, DEFAULT_LANGUAGE);
  const scriptText = values['script-file'] ? await readScriptFile(values['script-file']) : undefined;
  const voiceId = values.voice ?? DEFAULT_VOICE_ID;
  if (!findVoice(voiceId))
    throw new UsageError(`--voice: unknown voice "${voiceId}"; run "npm run cli -- voices"`);
  const durationSec = values.duration === undefined ? 30 : Number(values.duration);
  if (!Number.isFinite(durationSec) || durationSec < DURATION_MIN || durationSec > DURATION_MAX) {
    throw new UsageError(`--duration must be a number from ${DURATION_MIN} to ${DURATION_MAX}`);
  }
  const seed = values.seed === undefined ? 1 : Number.parseInt(values.seed, 10);
  if (!Number.isInteger(seed)) throw new UsageError('--seed must be an integer');
  const out = resolve(values.out ?? 'video.mp4');
  const images = (values.image ?? []).map((p) => resolve(p));
  if (remote) {
    if (images.length || values.watermark || values['keep-work-dir'] || values['storyboard-out'])
      throw new UsageError(
        '--image, --watermark, --storyboard-out and --keep-work-dir work only without --server',
      );
    const { lines } = await remoteGenerate(remote.server, remote.key, {
      idea,
      vibe,
      voice: voiceId,
      // Left out, the server uses the account's language.
      ...(values.language !== undefined && { language }),
      ...(scriptText ? { script: scriptText } : {}),
      style,
      duration: durationSec,
      caption_style: captionPreset,
      music,
      seed: values.seed === undefined ? undefined : seed,
      out,
    });
    process.stdout.write(lines.join('\n'));
    return;
  }

  const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-cli-'));
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const started = performance.now();
  let lastStage: Stage | null = null;
  try {
    const result = await generateVideo(
      {
        idea,
        vibe,
        voiceId,
        language,
        script: scriptText ? scriptFromText(scriptText, null, language) : undefined,
        style,
        durationSec,
        captionPreset,
        music,
        images,
        watermark: values.watermark ?? null,
        seed,
      },
      {
        workDir,
        deps: { llm: createBuiltinLlm(), tts: createBuiltinTts(), visuals: createBuiltinVisuals() },
        signal: controller.signal,
        timeoutMs: 10 * 60_000,
        onProgress: ({ stage }) => {
          if (stage !== lastStage) process.stderr.write(`… ${stage}\n`);
          lastStage = stage;
        },
      },
    );
    const total = performance.now() - started;
    const files = await writeOutputs(out, result);
    const storyboardOut = values['storyboard-out'] ? resolve(values['storyboard-out']) : null;
    if (storyboardOut) {
      // The storyboard's keys are relative to its folder: each file it names is copied there.
      const folder = dirname(storyboardOut);
      for (const [key, from] of Object.entries(result.files)) {
        await mkdir(dirname(join(folder, key)), { recursive: true });
        await copyFile(from, join(folder, key));
      }
      await writeFile(storyboardOut, `${JSON.stringify(result.storyboard, null, 2)}\n`);
    }
    const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
    process.stdout.write(
      [
        `title      ${result.script.title}`,
        `duration   ${result.durationSec.toFixed(2)} s, ${result.speech.words.length} words, voice ${voiceId}`,
        `scripting  ${ms(result.timings.scripting)}`,
        `voicing    ${ms(result.timings.voicing)}`,
        `rendering  ${ms(result.timings.rendering)}`,
        `total      ${ms(total)}`,
        `video      ${files.video}`,
        `thumbnail  ${files.thumbnail}`,
        `captions   ${files.srt}, ${files.vtt}, ${files.ass}`,
        ...(storyboardOut ? [`storyboard ${storyboardOut}`] : []),
        '',
      ].join('\n'),
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (values['keep-work-dir']) process.stderr.write(`work dir kept: ${workDir}\n`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

function listVoices(): void {
  const rows = VOICE_CATALOGUE.map(
    (v) =>
      `${v.mood} ${v.id.padEnd(10)} ${v.gender.padEnd(9)} ${v.accent.padEnd(10)} ${v.category.padEnd(12)} ${v.tone}`,
  );
  process.stdout.write(`${rows.join('\n')}\n`);
}

async function measureVoices(): Promise<void> {
  const tts = createBuiltinTts();
  for (const v of VOICE_CATALOGUE) {
    const pace = await measurePace(tts, v.id);
    process.stdout.write(
      `${v.id.padEnd(10)} [${pace.syllablesPerSecond}, ${pace.sentencePauseSec}, ${pace.utteranceSec}]  (units/s, s a pause, s a text)\n`,
    );
  }
}

function auditScripts(args: string[]): number {
  const { values } = parseArgs({ args, options: { verbose: { type: 'boolean' } }, strict: true });
  const lengths = [15, 30, 45, 60];
  let failed = 0;
  let scripts = 0;
  for (const [i, idea] of CORPUS_IDEAS.entries())
    for (const [v, vibe] of VIBES.entries()) {
      const durationSec = lengths[(i + v) % lengths.length];
      const script = writeBuiltinScript({ idea, vibe, durationSec });
      const findings = auditScript(script, idea);
      scripts++;
      if (values.verbose || findings.length) process.stdout.write(`\n${idea} · ${vibe} · ${durationSec} s\n`);
      if (values.verbose)
        process.stdout.write(
          [script.hook, ...script.body.map((b) => b.text), script.callToAction]
            .map((t) => `  ${t}\n`)
            .join(''),
        );
      for (const f of findings) process.stdout.write(`  ✗ [${f.check}] ${f.part}: ${f.text}\n`);
      failed += findings.length;
    }
  process.stdout.write(
    `\n${scripts} scripts audited: ${failed ? `${failed} lines flagged` : 'none flagged'}.\n`,
  );
  return failed ? 1 : 0;
}

interface Remote {
  server: string;
  key: string;
}

/** `--server URL --key KEY` before the command (or REELSMITH_URL / REELSMITH_KEY). */
function remoteOptions(argv: string[]): { remote?: Remote; rest: string[] } {
  const rest = [...argv];
  let server = process.env.REELSMITH_URL;
  let key = process.env.REELSMITH_KEY;
  while (rest[0] === '--server' || rest[0] === '--key') {
    const [flag, value] = rest.splice(0, 2);
    if (!value) throw new UsageError(`${flag} needs a value`);
    if (flag === '--server') server = value;
    else key = value;
  }
  if (!server && !key) return { rest };
  if (!server || !/^https?:\/\//.test(server)) throw new UsageError('--server must be an http(s) address');
  if (!key) throw new UsageError('--key: an API key is needed with --server (Settings → API)');
  return { remote: { server, key }, rest };
}

async function planCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { until: { type: 'string' } },
  });
  const [sub, email, plan] = positionals;
  if (sub !== 'set' || !email || !plan)
    throw new UsageError('Usage: plan set <email> <plan> [--until YYYY-MM-DD]');
  let until: Date | null = null;
  if (values.until) {
    until = new Date(
      /^\d{4}-\d{2}-\d{2}$/.test(values.until) ? `${values.until}T23:59:59.999Z` : values.until,
    );
    if (Number.isNaN(until.getTime()))
      throw new UsageError(`--until must be a date such as 2027-01-31 (got "${values.until}")`);
    if (until.getTime() <= Date.now()) throw new UsageError('--until must be in the future');
  }
  const { loadEnv } = await import('./config/env.ts');
  const { openDatabase } = await import('./db/client.ts');
  const { operatorChannel, sendOperatorCommand } = await import('./operator/operator.channel.ts');
  const { planSetText } = await import('./operator/operator.commands.ts');
  const env = loadEnv();
  // While a server owns the embedded database, it makes the grant (decision 155).
  const channel = env.DATABASE_URL ? null : operatorChannel(env.DATA_DIR);
  if (channel) {
    const cmd = { command: 'plan-set', email, plan, until: until?.toISOString() ?? null } as const;
    process.stdout.write(await sendOperatorCommand(channel, cmd));
    return;
  }
  const database = await openDatabase(env);
  try {
    process.stdout.write(await planSetText(database.db, email, plan, until));
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  try {
    const { remote, rest: args } = remoteOptions(argv);
    const [command, ...rest] = args;
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      process.stdout.write(HELP);
      return command ? 0 : 1;
    }
    if (command === 'generate') await generate(rest, remote);
    else if (command === 'render' && remote) throw new UsageError('render works only without --server');
    else if (command === 'render') await renderCommand(rest, (m) => new UsageError(m));
    else if (command === 'voices' && remote)
      process.stdout.write(`${(await remoteVoices(remote.server, remote.key)).join('\n')}\n`);
    else if (command === 'voices') listVoices();
    else if (command === 'audit-scripts') return auditScripts(rest);
    else if (command === 'measure-voices') await measureVoices();
    else if (command === 'affiliate') return await affiliateCommand(rest, (m) => new UsageError(m));
    else if (command === 'plan') await planCommand(rest);
    else if (command === 'operator') return await operatorCommand(rest, (m) => new UsageError(m));
    else throw new UsageError(`Unknown command "${command}"`);
    return 0;
  } catch (e) {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      process.stderr.write(`${e.message}\n\nRun "npm run cli -- --help" for the options.\n`);
      return 2;
    }
    process.stderr.write(`Failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

// Piping into `head` closes stdout early; that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});
process.exitCode = await main(process.argv.slice(2));
