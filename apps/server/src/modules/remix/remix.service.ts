import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { migrateStoryboard, type Storyboard } from '@reelsmith/contracts/storyboard';
import { alternativeHooks } from '@reelsmith/writer';
import type { AppContext } from '../../context.ts';
import type { Video, VideoRemix } from '../../db/schema/index.ts';
import { AppError, ConflictError, ValidationError } from '../../http/errors.ts';
import { scriptFromText } from '../../lib/script-text.ts';
import { storyboardKeys } from '../../media/storyboard/render.ts';
import { mapStoryboardKeys } from '../../media/storyboard/scene-map.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import { videoFolder, type VideoRef } from '../../storage/storage-paths.ts';
import { notEditableReason, type StoryboardsService } from '../storyboards/storyboards.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import { lengthSec, shortened, withHook } from './remix.changes.ts';
import { REMIX_CHANGES, type AbHooksBody, type RemixBody, type RemixChangeName } from './remix.schemas.ts';

export const LANGUAGE_NEEDS_WRITER =
  'Changing the language needs the AI writer, which this server does not have.';
const TRANSLATION_FAILED =
  'The AI writer could not translate this video just now. Please try again in a few minutes.';
const ONE_CHANGE = 'Choose exactly one thing to change: voice, style, hook, duration or language.';

/** One new video's document, before it exists: its id, storyboard, script and what changed. */
interface Copy {
  id: string;
  storyboard: Storyboard;
  script: Script | null;
  remix: VideoRemix;
}

/**
 * Remix and A/B hooks (issue 41, decision 210): a new video from a copy of a finished video's
 * storyboard with one thing changed (not a new script). The copy's changed words are voiced under
 * the new video's id and the files it shares with the source are copied beside it, so deleting
 * either video leaves the other whole; then it is made and rendered like any video.
 */
export class RemixService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      videos: Pick<VideosService, 'createFromStoryboards'>;
      storyboards: Pick<StoryboardsService, 'withStoryboard' | 'voiceChanged'>;
      voiceClones: Pick<VoiceClonesService, 'assertUsable'>;
    },
  ) {}

  async remix(userId: string, videoId: string, body: RemixBody): Promise<Video> {
    // Someone else's video is not found whatever was asked of it (nothing about it is revealed).
    const source = await this.finished(userId, videoId);
    const changes = REMIX_CHANGES.filter((k) => body[k] !== undefined);
    if (changes.length !== 1) throw new ValidationError(ONE_CHANGE, { change: [ONE_CHANGE] });
    const change = changes[0]!;
    const sb = migrateStoryboard(source.storyboard);
    // Refusals that need no work come first, so nothing is voiced for a request that fails.
    const next = await this.changed(source, sb, change, body);
    const copy = await this.prepare(source, sb, next.storyboard, { change }, next.script);
    return (await this.make(userId, source, [copy]))[0]!;
  }

  /** Two copies differing only in their first line, "Hook A" and "Hook B", made together or not at all. */
  async abHooks(userId: string, videoId: string, body: AbHooksBody): Promise<Video[]> {
    const source = await this.finished(userId, videoId);
    const sb = migrateStoryboard(source.storyboard);
    const current = sb.scenes[0]!.text;
    const a = body.hook_a ?? current;
    const b = body.hook_b ?? (await this.newHooks(source, sb, [current, a]))[0]!;
    if (spoken(a) === spoken(b))
      throw new ValidationError('The two first lines are the same. Give two different ones.', {
        hook_b: ['Must differ from hook A.'],
      });
    const abGroup = randomUUID();
    const copies: Copy[] = [];
    try {
      for (const [hook, label] of [
        [a, 'A'],
        [b, 'B'],
      ] as const) {
        const next = withHook(sb, hook);
        copies.push(
          await this.prepare(
            source,
            sb,
            next,
            { change: 'hook', abGroup, abHook: label },
            scriptWithHook(source, next),
          ),
        );
      }
    } catch (err) {
      await this.discard(userId, copies);
      throw err;
    }
    return this.make(userId, source, copies);
  }

  /** The owner's video, finished and with its storyboard (one derived for an old video). */
  private async finished(userId: string, videoId: string): Promise<Video & { storyboard: Storyboard }> {
    const v = await this.deps.storyboards.withStoryboard(userId, videoId);
    const reason = notEditableReason(v);
    if (reason || !v.storyboard)
      throw new ConflictError(
        (reason ?? 'This video has no storyboard to remix.').replace(/edit/g, 'remix'),
        'remix_not_ready',
      );
    return v as Video & { storyboard: Storyboard };
  }

  /** The one change applied to a copy of the document (words not voiced yet). */
  private async changed(
    source: Video,
    sb: Storyboard,
    change: RemixChangeName,
    body: RemixBody,
  ): Promise<{ storyboard: Storyboard; script: Script | null }> {
    const script = (source.script as Script | null) ?? null;
    switch (change) {
      case 'voice': {
        if (body.voice === sb.voiceId) throw same('voice', 'This video already uses that voice.');
        await this.deps.voiceClones.assertUsable(source.userId, body.voice!);
        return { storyboard: { ...sb, voiceId: body.voice! }, script };
      }
      case 'style':
        if (body.style === sb.style) throw same('style', 'This video already has that style.');
        return { storyboard: { ...sb, style: body.style! }, script };
      case 'hook': {
        const hook =
          body.hook === true ? (await this.newHooks(source, sb, [sb.scenes[0]!.text]))[0]! : body.hook!;
        if (spoken(hook) === spoken(sb.scenes[0]!.text))
          throw same('hook', 'That is already the first line of this video.');
        const next = withHook(sb, hook);
        return { storyboard: next, script: scriptWithHook(source, next) };
      }
      case 'duration': {
        const now = lengthSec(sb);
        const target = body.duration!;
        if (target >= now)
          throw new ConflictError(
            `This video already says every line of its script (${now} seconds), so a longer version needs new lines. Make a new video from the same idea with a longer length instead.`,
            'remix_needs_new_lines',
          );
        const shorter = shortened(sb, target);
        if (!shorter)
          throw new ConflictError(
            'This video is already as short as it can be: only its first line and its ending are left.',
            'remix_too_short',
          );
        return { storyboard: shorter, script: scriptOf(shorter, script) };
      }
      case 'language':
        return this.translated(sb, body.language!);
    }
  }

  /** Every line in another language, by the AI writer only: offline it is refused, never garbled. */
  private async translated(sb: Storyboard, language: Language) {
    if (language === sb.language)
      throw same('language', `This video is already in ${LANGUAGE_INFO[language].english}.`);
    const llm = this.ctx.providers.llm;
    if (!llm.translateLines)
      throw new ValidationError(
        LANGUAGE_NEEDS_WRITER,
        { language: [LANGUAGE_NEEDS_WRITER] },
        'writer_needed',
      );
    const lines = await llm
      .translateLines([sb.title, sb.caption, ...sb.scenes.map((s) => s.text)], {
        from: sb.language,
        to: language,
      })
      .catch((err: unknown) => {
        // The model's own failure (its address, status) is the operator's business: the log has it.
        this.ctx.logger.warn({ err }, 'the AI writer could not translate a remix');
        throw new AppError(503, 'writer_unavailable', TRANSLATION_FAILED);
      });
    const [title, caption, ...texts] = lines;
    const storyboard: Storyboard = {
      ...sb,
      language,
      title: title!.slice(0, 200),
      caption: caption!.slice(0, 2200),
      scenes: sb.scenes.map((s, i) => ({ ...s, text: texts[i]!.slice(0, 400) })),
    };
    return { storyboard, script: scriptOf(storyboard) };
  }

  /**
   * Other first lines: the AI writer's when one is set up (a new script's hook per variation), else
   * the builtin writer's safe hook templates. A video in another language gets no English line.
   */
  private async newHooks(source: Video, sb: Storyboard, exclude: string[]): Promise<string[]> {
    const llm = this.ctx.providers.llm;
    const taken = new Set(exclude.map(spoken));
    const hooks: string[] = [];
    if (llm.name !== 'builtin') {
      for (let i = 1; i <= 3 && !hooks.length; i++) {
        const s = await llm.writeScript({
          idea: source.idea,
          vibe: sb.vibe,
          durationSec: 15,
          seed: sb.seed + i,
          language: sb.language,
        });
        if (s.writer?.fallbackReason) break;
        if (!taken.has(spoken(s.hook))) hooks.push(s.hook);
      }
    }
    if (!hooks.length && sb.language === 'en')
      hooks.push(...alternativeHooks({ idea: source.idea, vibe: sb.vibe, seed: sb.seed }, exclude));
    if (!hooks.length)
      throw new ConflictError(
        sb.language === 'en'
          ? 'There is no other first line for this idea. Type one of your own instead.'
          : `A new first line in ${LANGUAGE_INFO[sb.language].english} needs the AI writer, which this server does not have. Type one of your own instead.`,
        'remix_no_hook',
      );
    return hooks;
  }

  /** Voices the copy's changed words under a new id and copies the source's files beside them. */
  private async prepare(
    source: Video,
    before: Storyboard,
    next: Storyboard,
    remix: VideoRemix,
    script: Script | null,
  ): Promise<Copy> {
    const target = { id: randomUUID(), userId: source.userId };
    try {
      const voiced = await this.deps.storyboards.voiceChanged(target, before, next);
      const storyboard = await this.copyFiles(source, target, voiced.storyboard);
      return { id: target.id, storyboard, script, remix };
    } catch (err) {
      await this.ctx.storage.deletePrefix(videoFolder(target)).catch(() => undefined);
      throw err;
    }
  }

  /** The source's own files the copy still names (narration, clips, photos), copied under the new video. */
  private async copyFiles(source: VideoRef, target: VideoRef, sb: Storyboard): Promise<Storyboard> {
    const from = videoFolder(source);
    const to = videoFolder(target);
    const keys = storyboardKeys(sb).filter((k) => k.startsWith(from));
    if (!keys.length) return sb;
    const work = path.join(this.ctx.env.DATA_DIR, 'work');
    await mkdir(work, { recursive: true });
    const dir = await mkdtemp(path.join(work, `remix-${target.id}-`));
    try {
      for (const [i, key] of keys.entries()) {
        const file = path.join(dir, String(i));
        await this.ctx.storage.download(key, file);
        await this.ctx.storage.putFile(to + key.slice(from.length), file);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return mapStoryboardKeys(sb, (k) => (k.startsWith(from) ? to + k.slice(from.length) : k));
  }

  /** Makes the videos (allowance counted, renders queued); a refusal deletes the prepared files. */
  private async make(userId: string, source: Video, copies: Copy[]): Promise<Video[]> {
    try {
      return await this.deps.videos.createFromStoryboards(userId, source, copies);
    } catch (err) {
      await this.discard(userId, copies);
      throw err;
    }
  }

  private async discard(userId: string, copies: Copy[]) {
    await Promise.all(
      copies.map((c) =>
        this.ctx.storage.deletePrefix(videoFolder({ userId, id: c.id })).catch(() => undefined),
      ),
    );
  }
}

/** The text a line speaks, compared without case or runs of spaces. */
const spoken = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const same = (field: string, message: string) =>
  new ValidationError(message, { [field]: [message] }, 'remix_unchanged');

/** A copy's script: its scenes' words, as a script the creator typed (no writer to credit). */
const scriptOf = (sb: Storyboard, base?: Script | null): Script =>
  scriptFromText(sb.scenes.map((s) => s.text).join(' '), base, sb.language);

/** The source's script with the copy's first line as its hook (what the video page shows as the script). */
function scriptWithHook(source: Video, sb: Storyboard): Script {
  return scriptOf(sb, source.script as Script | null);
}
