import { setVisual } from '@reelsmith/contracts/storyboard-ops';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrateStoryboard, type Storyboard, type StoryboardScene } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { Video, VideoVersion } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { FFMPEG_QUIET, runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { storageAssets, type StoryboardAssets } from '../../media/storyboard/render.ts';
import { sceneStill } from '../../media/storyboard/still.ts';
import { voiceScene } from '../../media/storyboard/voice-scene.ts';
import { videoNarrationKey } from '../../storage/storage-paths.ts';
import { videoLengthAllowance } from '../billing/allowances.service.ts';
import { UploadsRepo } from '../uploads/uploads.repo.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import type { PatchSceneBody, VersionDto } from './storyboards.schemas.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';
import { checkLengths, checkReferences, parseStoryboard } from './storyboards.validate.ts';

/** Videos whose files the stills and audio keep on local disk (see assets()). */
const ASSET_FOLDERS_KEPT = 20;
/** Scene stills kept in memory (about 30 KB each). */
const STILLS_KEPT = 200;

export interface StoryboardAnswer {
  storyboard: Storyboard;
  revision: number;
}

/** Why a video cannot be edited now, in a creator's words; null when it can. */
export function notEditableReason(v: Pick<Video, 'status'>): string | null {
  if (v.status === 'completed') return null;
  if (v.status === 'failed')
    return 'This video could not be made, so there is nothing to edit. Make it again from its idea.';
  if (v.status === 'cancelled')
    return 'This video was stopped before it was made, so there is nothing to edit.';
  return 'This video is still being made. You can edit it as soon as it is ready.';
}

export const staleRevision = (revision: number) =>
  new ConflictError(
    'This storyboard was changed somewhere else (another tab or device). Reload it to see the latest, then make your change again.',
    'storyboard_conflict',
    { revision },
  );

/** The text a scene speaks, with runs of white space as one space. */
const spoken = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A video's storyboard: read (deriving one for a video made before storyboards), replaced or
 * patched with optimistic concurrency, every reference checked, and the scenes whose words changed
 * voiced again; its versions started (rendered by storyboards.jobs.ts), listed and restored.
 */
export class StoryboardsService {
  readonly repo: StoryboardsRepo;
  private readonly uploads: UploadsRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      planOf: (userId: string) => Promise<string>;
      voiceClones: Pick<VoiceClonesService, 'assertUsable' | 'speakingVoice'>;
      /** Plans a storyboard for a finished video made before storyboards, from its stored script. */
      derive: (v: Video) => Promise<Storyboard>;
    },
  ) {
    this.repo = new StoryboardsRepo(ctx.database.db);
    this.uploads = new UploadsRepo(ctx.database.db);
  }

  async video(userId: string, videoId: string): Promise<Video> {
    const v = await this.repo.video(videoId, userId);
    if (!v) throw new NotFoundError('Video not found.');
    return v;
  }

  // One derivation per video at a time: two tabs opening an old video plan it once.
  private readonly deriving = new Map<string, Promise<Video>>();

  /** The video with its storyboard, derived and stored first for a finished video that has none. */
  async withStoryboard(userId: string, videoId: string): Promise<Video> {
    const v = await this.video(userId, videoId);
    if (v.storyboard || v.status !== 'completed') return v;
    let job = this.deriving.get(v.id);
    if (!job) {
      job = (async () => {
        const sb = await this.deps.derive(v);
        return (await this.repo.storeDerived(v, sb)) ?? (await this.video(userId, videoId));
      })().finally(() => this.deriving.delete(v.id));
      this.deriving.set(v.id, job);
    }
    return job;
  }

  /** The storyboard (null until the first render has made one), its revision and whether it can be edited. */
  async read(userId: string, videoId: string) {
    const v = await this.withStoryboard(userId, videoId);
    const reason = notEditableReason(v) ?? (v.storyboard ? null : 'This video has no storyboard to edit.');
    return {
      storyboard: v.storyboard ? migrateStoryboard(v.storyboard) : null,
      revision: v.storyboardRev,
      editable: reason === null,
      ...(reason ? { reason } : {}),
    };
  }

  /** PUT: the whole document. */
  async replace(userId: string, videoId: string, doc: unknown, revision: number | undefined) {
    const v = await this.editable(userId, videoId, revision);
    return this.save(v, parseStoryboard(doc));
  }

  /** PATCH: one scene's text, picture, length, transition, label or layout. */
  async patchScene(userId: string, videoId: string, sceneId: string, body: PatchSceneBody) {
    const v = await this.editable(userId, videoId, body.revision);
    const sb = migrateStoryboard(v.storyboard);
    const index = sb.scenes.findIndex((s) => s.id === sceneId);
    if (index < 0) throw new NotFoundError('Scene not found.');
    // A new picture brings a layout that shows it, unless the caller names one.
    const scene = body.visual ? setVisual(sb, sceneId, body.visual).scenes[index]! : sb.scenes[index]!;
    const next: StoryboardScene = {
      ...scene,
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(body.durationSec !== undefined ? { durationSec: body.durationSec } : {}),
      ...(body.transition ? { transition: body.transition } : {}),
      ...(body.label !== undefined ? { label: body.label } : {}),
      ...(body.layout ? { layout: body.layout } : {}),
    };
    // New words with no length given: the scene keeps its pause after the words (see save()).
    const fit = body.text !== undefined && body.durationSec === undefined;
    const doc = { ...sb, scenes: sb.scenes.map((s, i) => (i === index ? next : s)) };
    return this.save(v, parseStoryboard(doc), fit ? new Set([sceneId]) : undefined);
  }

  /** The owner's video, finished, with the revision the caller read still the stored one. */
  private async editable(userId: string, videoId: string, revision: number | undefined): Promise<Video> {
    const v = await this.withStoryboard(userId, videoId);
    const reason = notEditableReason(v);
    if (reason || !v.storyboard)
      throw new ConflictError(reason ?? 'This video has no storyboard yet.', 'storyboard_not_editable');
    if (revision === undefined)
      throw new ValidationError(
        'Send the revision you last read (revision in the body, or an If-Match header).',
        { revision: ['Required.'] },
      );
    if (revision !== v.storyboardRev) throw staleRevision(v.storyboardRev);
    return v;
  }

  /**
   * Checks every reference, voices the scenes whose words changed (new files; the rest keep
   * theirs), checks the lengths, then saves only if nobody saved since: else 409 and the new
   * narration files are deleted again.
   */
  private async save(v: Video, next: Storyboard, fitScenes?: Set<string>): Promise<StoryboardAnswer> {
    const checks = await this.checks(v);
    await checkReferences(next, checks);
    const before = migrateStoryboard(v.storyboard);
    const { storyboard, keys } = await this.voiceChanged(v, before, next, fitScenes);
    try {
      checkLengths(storyboard, checks.maxSec);
      const revision = await this.repo.save(v.id, v.userId, v.storyboardRev, storyboard);
      if (revision === null) throw staleRevision((await this.video(v.userId, v.id)).storyboardRev);
      return { storyboard, revision };
    } catch (err) {
      await Promise.all(keys.map((k) => this.ctx.storage.delete(k).catch(() => undefined)));
      throw err;
    }
  }

  /**
   * Voices again each scene whose text differs from its narration's (or every scene, when the
   * voice or the language changed) into a file of its own under `v`'s folder, and lengthens a scene
   * to fit its new words. A remix (issue 41) voices its copy under the new video's id.
   */
  async voiceChanged(
    v: Pick<Video, 'id' | 'userId'>,
    before: Storyboard,
    next: Storyboard,
    fitScenes?: Set<string>,
  ): Promise<{ storyboard: Storyboard; keys: string[] }> {
    // Another language is another voice: every scene is spoken again in it.
    const newVoice = before.voiceId !== next.voiceId || before.language !== next.language;
    const revoice = new Set(
      next.scenes.filter((s) => newVoice || spoken(s.text) !== spoken(s.narration.text)),
    );
    if (!revoice.size) return { storyboard: next, keys: [] };
    const speaking = await this.deps.voiceClones.speakingVoice(v.userId, next.voiceId);
    const dir = path.join(this.ctx.env.DATA_DIR, 'work', 'voicing');
    await mkdir(dir, { recursive: true });
    const work = await mkdtemp(path.join(dir, `${v.id}-`));
    const keys: string[] = [];
    try {
      const scenes: StoryboardScene[] = [];
      for (const s of next.scenes) {
        if (!revoice.has(s)) {
          scenes.push(s);
          continue;
        }
        const text = spoken(s.text);
        // Music only (no voice): the words are kept for the captions' sake, and nothing is spoken.
        if (!text || next.voiceId === 'none') {
          const silent = { text: '', audioKey: null, offsetSec: 0, durationSec: 0, words: [] };
          scenes.push({ ...s, text, narration: { ...silent, text } });
          continue;
        }
        const name = `${s.id}-${randomBytes(4).toString('hex')}`;
        const out = path.join(work, `${name}.wav`);
        const {
          audioPath,
          durationSec: spokenSec,
          words,
        } = await voiceScene(text, speaking, this.ctx.providers.tts, out, undefined, next.language);
        const key = videoNarrationKey(v, name);
        await this.ctx.storage.putFile(key, audioPath, 'audio/wav');
        keys.push(key);
        const narration = { text, audioKey: key, offsetSec: 0, durationSec: spokenSec, words };
        // The pause the scene had after its words is kept when only the words were given.
        const pause = Math.max(0, s.durationSec - s.narration.durationSec);
        const durationSec = fitScenes?.has(s.id)
          ? Math.max(0.5, narration.durationSec + pause)
          : Math.max(s.durationSec, narration.durationSec, 0.5);
        scenes.push({ ...s, text, narration, durationSec: Math.round(durationSec * 1000) / 1000 });
      }
      return { storyboard: { ...next, scenes }, keys };
    } catch (err) {
      await Promise.all(keys.map((k) => this.ctx.storage.delete(k).catch(() => undefined)));
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** What a save or a render checks the document against (the owner's uploads, voices, files, plan). */
  private async checks(v: Video) {
    return {
      video: v,
      upload: async (id: string) => {
        const u = await this.uploads.findForOwner(id, v.userId);
        return u ? { keys: [u.originalKey, u.outputKey].filter((k): k is string => !!k) } : undefined;
      },
      voiceUsable: (voiceId: string) => this.deps.voiceClones.assertUsable(v.userId, voiceId, 'voiceId'),
      exists: async (key: string) => !!(await this.ctx.storage.stat(key)),
      maxSec: videoLengthAllowance(await this.deps.planOf(v.userId)),
    };
  }

  /**
   * Renders the stored storyboard as a new version (a queued job on a snapshot of it). A re-render
   * costs no new video (decision 182); one version renders at a time per video.
   */
  async startVersion(userId: string, videoId: string, revision: number | undefined): Promise<VersionDto> {
    const v = await this.withStoryboard(userId, videoId);
    const reason = notEditableReason(v);
    if (reason || !v.storyboard)
      throw new ConflictError(reason ?? 'This video has no storyboard yet.', 'storyboard_not_editable');
    if (revision !== undefined && revision !== v.storyboardRev) throw staleRevision(v.storyboardRev);
    // A scene showing a deleted upload is named now rather than failing the render (decision 183).
    await checkReferences(migrateStoryboard(v.storyboard), await this.checks(v));
    const row = await this.repo.startVersion(
      videoId,
      userId,
      (locked, live) => {
        if (live)
          throw new ConflictError(
            `Version ${live.number} of this video is still being made (${live.percent} %). Render again once it is ready.`,
            'version_rendering',
          );
        if (locked.storyboardRev !== v.storyboardRev) throw staleRevision(locked.storyboardRev);
        return migrateStoryboard(locked.storyboard);
      },
      (tx, version) =>
        this.ctx.queue.send('version.render', { versionId: version.id }, { singletonKey: version.id, tx }),
    );
    if (!row) throw new NotFoundError('Video not found.');
    return this.versionDto(row, v.currentVersion);
  }

  async listVersions(userId: string, videoId: string): Promise<VersionDto[]> {
    const v = await this.withStoryboard(userId, videoId);
    return (await this.repo.versions(v.id, userId)).map((r) => this.versionDto(r, v.currentVersion));
  }

  /** A finished version's storyboard and files become the video's current ones. */
  async restoreVersion(userId: string, videoId: string, versionId: string): Promise<StoryboardAnswer> {
    const v = await this.video(userId, videoId);
    const version = await this.repo.version(videoId, versionId, userId);
    if (!version) throw new NotFoundError('Version not found.');
    if (version.status !== 'completed')
      throw new ConflictError(
        `Version ${version.number} was not finished, so there is nothing to restore.`,
        'version_not_completed',
      );
    const restored = await this.repo.restore(version);
    if (!restored) throw new NotFoundError('Video not found.');
    this.ctx.progress.notify(v.id);
    return { storyboard: migrateStoryboard(restored.storyboard), revision: restored.revision };
  }

  /** The owner's scene of the stored storyboard, or 404. */
  async scene(userId: string, videoId: string, sceneId: string) {
    const v = await this.withStoryboard(userId, videoId);
    if (!v.storyboard) throw new NotFoundError('Scene not found.');
    const sb = migrateStoryboard(v.storyboard);
    const scene = sb.scenes.find((s) => s.id === sceneId);
    if (!scene) throw new NotFoundError('Scene not found.');
    return { video: v, storyboard: sb, scene };
  }

  // The editor's stills and audio read a video's files again and again: each video's are fetched
  // once into a folder, kept for the last few videos opened here, the oldest folder deleted.
  private readonly recentAssets = new Map<string, StoryboardAssets>();
  private readonly stills = new Map<string, Promise<Buffer>>();

  /** The stored files a video's storyboard names, fetched once into a local folder per video. */
  private assets(v: Video): StoryboardAssets {
    const dir = (id: string) => path.join(this.ctx.env.DATA_DIR, 'work', 'storyboard-assets', id);
    let assets = this.recentAssets.get(v.id);
    this.recentAssets.delete(v.id);
    assets ??= storageAssets(this.ctx.storage, dir(v.id));
    this.recentAssets.set(v.id, assets);
    if (this.recentAssets.size > ASSET_FOLDERS_KEPT) {
      const [oldest] = this.recentAssets.keys();
      this.recentAssets.delete(oldest!);
      void rm(dir(oldest!), { recursive: true, force: true }).catch(() => undefined);
    }
    return assets;
  }

  /** The scene half-way through, as the render will draw it (540x960 JPEG). */
  async still(userId: string, videoId: string, sceneId: string): Promise<Buffer> {
    const { video, storyboard, scene } = await this.scene(userId, videoId, sceneId);
    // The same scene in the same document looks the same: a still is made once per change.
    const { scenes: _all, ...look } = storyboard;
    const key = createHash('sha1')
      .update(JSON.stringify([video.id, look, scene]))
      .digest('hex');
    let still = this.stills.get(key);
    if (!still) {
      still = sceneStill(storyboard, sceneId, this.assets(video), {
        ffmpegPath: this.ctx.env.FFMPEG_PATH,
        ffprobePath: this.ctx.env.FFPROBE_PATH,
      });
      this.stills.set(key, still);
      still.catch(() => this.stills.delete(key));
      if (this.stills.size > STILLS_KEPT) this.stills.delete(this.stills.keys().next().value!);
    }
    return still;
  }

  /** The scene's narration segment as a WAV of its own. */
  async audio(userId: string, videoId: string, sceneId: string): Promise<Buffer> {
    const { video, scene } = await this.scene(userId, videoId, sceneId);
    const n = scene.narration;
    if (!n.audioKey || n.durationSec <= 0) throw new NotFoundError('This scene has no narration.');
    const source = await this.assets(video).path(n.audioKey);
    const out = path.join(path.dirname(source), `segment-${randomBytes(6).toString('hex')}.wav`);
    try {
      await runFfmpeg(
        [
          ...FFMPEG_QUIET,
          '-ss',
          n.offsetSec.toFixed(3),
          '-t',
          n.durationSec.toFixed(3),
          '-i',
          source,
          '-c:a',
          'pcm_s16le',
          out,
        ],
        { ffmpegPath: this.ctx.env.FFMPEG_PATH },
        { timeoutMs: 30_000 },
      );
      return await readFile(out);
    } finally {
      await rm(out, { force: true });
    }
  }

  versionDto(v: VideoVersion, currentVersion: number | null): VersionDto {
    const url = (key: string | null) => (key ? this.ctx.urls.sign(key) : null);
    return {
      id: v.id,
      number: v.number,
      status: v.status,
      percent: v.percent,
      error: v.error,
      createdAt: v.createdAt.toISOString(),
      completedAt: v.completedAt?.toISOString() ?? null,
      durationSec: v.durationSec,
      videoUrl: v.status === 'completed' ? url(v.videoKey) : null,
      thumbnailUrl: v.status === 'completed' ? url(v.thumbnailKey) : null,
      current: v.number === currentVersion,
    };
  }
}
