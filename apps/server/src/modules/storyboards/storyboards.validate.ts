import {
  STORYBOARD_LIMITS,
  storyboardSchema,
  storyboardTimeline,
  type Storyboard,
  type StoryboardScene,
} from '@reelsmith/contracts/storyboard';
import { VOICE_IDS, isCloneVoiceId } from '@reelsmith/contracts/voices';
import { AppError } from '../../http/errors.ts';
import { illustrationSvg } from '../../media/scenes/illustration-icons.ts';
import { userFolder, videoFolder, type VideoRef } from '../../storage/storage-paths.ts';

/** 422 naming the scene (its number from 1 and its id) and the field; the stored document is unchanged. */
export class StoryboardInvalidError extends AppError {
  constructor(message: string, where: { scene?: StoryboardScene; index?: number; field: string }) {
    super(422, 'invalid_storyboard', message, {
      sceneId: where.scene?.id ?? null,
      sceneNumber: where.index === undefined ? null : where.index + 1,
      field: where.field,
    });
  }
}

const sceneRef = (scene: StoryboardScene | undefined, index: number) =>
  scene ? `Scene ${index + 1} (${scene.id})` : `Scene ${index + 1}`;

/**
 * The document's shape (zod), with the first problem told as a 422 naming its scene and field
 * (a too-short scene, more than 60 scenes, an unknown layout...).
 */
export function parseStoryboard(doc: unknown): Storyboard {
  const parsed = storyboardSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String);
  const raw = doc as { scenes?: StoryboardScene[] } | null;
  if (path[0] === 'scenes' && path.length === 1) {
    const count = Array.isArray(raw?.scenes) ? raw.scenes.length : 0;
    const message =
      count > STORYBOARD_LIMITS.maxScenes
        ? `A video can have at most ${STORYBOARD_LIMITS.maxScenes} scenes; this one has ${count}.`
        : 'A video needs at least one scene.';
    throw new StoryboardInvalidError(message, { field: 'scenes' });
  }
  if (path[0] === 'scenes' && path[1] !== undefined) {
    const index = Number(path[1]);
    const scene = raw?.scenes?.[index];
    const field = path.slice(2).join('.') || 'scene';
    const message =
      field === 'durationSec' && typeof scene?.durationSec === 'number'
        ? `${sceneRef(scene, index)} is ${scene.durationSec} s long; a scene lasts at least ${STORYBOARD_LIMITS.minSceneSec} s.`
        : `${sceneRef(scene, index)}: ${field} is not valid (${issue.message}).`;
    throw new StoryboardInvalidError(message, {
      scene: scene && typeof scene.id === 'string' ? scene : undefined,
      index,
      field,
    });
  }
  const field = path.join('.') || 'storyboard';
  throw new StoryboardInvalidError(`The storyboard's ${field} is not valid (${issue.message}).`, { field });
}

/** What checking a storyboard needs to know beyond its shape. */
export interface StoryboardChecks {
  video: VideoRef;
  /** The owner's upload by id, or undefined when it is not theirs or was deleted. */
  upload(id: string): Promise<{ keys: string[] } | undefined>;
  /** Throws when the owner may not speak with this voice (another user's clone, a deleted one). */
  voiceUsable(voiceId: string): Promise<void>;
  /** Whether a stored file exists. */
  exists(key: string): Promise<boolean>;
  /** The longest video the owner's plan makes (seconds). */
  maxSec: number;
}

/** Everything a save checks beyond the shape, except the length (checked after re-voicing). */
export async function checkReferences(sb: Storyboard, c: StoryboardChecks): Promise<void> {
  // `none`: image to video with music only (no narration).
  const known = sb.voiceId === 'none' || (VOICE_IDS as readonly string[]).includes(sb.voiceId);
  if (!known && !isCloneVoiceId(sb.voiceId))
    throw new StoryboardInvalidError(`Unknown voice "${sb.voiceId}". Choose one from the voices list.`, {
      field: 'voiceId',
    });
  try {
    await c.voiceUsable(sb.voiceId);
  } catch (err) {
    throw new StoryboardInvalidError((err as Error).message, { field: 'voiceId' });
  }
  const seen = new Set<string>();
  // Keys the document may name: the video's own folder, and the owner's narration clips.
  const own = [videoFolder(c.video), `${userFolder(c.video.userId)}audio/`];
  const ownKey = (key: string) => own.some((prefix) => key.startsWith(prefix)) && !key.includes('..');
  const checked = new Map<string, Promise<boolean>>();
  const exists = (key: string) => {
    let p = checked.get(key);
    if (!p) checked.set(key, (p = c.exists(key)));
    return p;
  };
  // A brand's logo and font are the video's own copies (issue 41): no other file can be named.
  for (const [field, key] of [
    ['brand.logoKey', sb.brand?.logoKey],
    ['brand.font.key', sb.brand?.font.key],
  ] as const)
    if (key && (!ownKey(key) || !(await exists(key))))
      throw new StoryboardInvalidError('The brand’s file is missing.', { field });
  for (const [index, scene] of sb.scenes.entries()) {
    const at = (field: string) => ({ scene, index, field });
    const name = sceneRef(scene, index);
    if (seen.has(scene.id))
      throw new StoryboardInvalidError(`${name}: another scene has the same id.`, at('id'));
    seen.add(scene.id);
    const v = scene.visual;
    if (v.kind === 'illustration') {
      for (const [field, id] of [
        ['visual.id', v.id],
        ['visual.secondId', v.secondId],
      ] as const) {
        if (id !== undefined && !illustrationSvg(id))
          throw new StoryboardInvalidError(`${name}: there is no illustration "${id}".`, at(field));
      }
    } else if (v.kind === 'upload') {
      const upload = await c.upload(v.uploadId);
      if (!upload)
        throw new StoryboardInvalidError(
          `${name} shows an upload that is not one of yours or was deleted. Choose another picture.`,
          at('visual.uploadId'),
        );
      if (!upload.keys.includes(v.key))
        throw new StoryboardInvalidError(`${name}: the upload's file does not match it.`, at('visual.key'));
    } else if (v.kind === 'stock' || v.kind === 'photo') {
      if (!ownKey(v.key) || !(await exists(v.key)))
        throw new StoryboardInvalidError(`${name}: its picture's file is missing.`, at('visual.key'));
    }
    // A scene about to be voiced again gets a new file; only a kept one must exist.
    const key = scene.narration.audioKey;
    if (key && scene.text === scene.narration.text && (!ownKey(key) || !(await exists(key))))
      throw new StoryboardInvalidError(`${name}: its narration file is missing.`, at('narration.audioKey'));
  }
}

/** Each scene at least as long as its narration; the whole between the limits and the plan's length. */
export function checkLengths(sb: Storyboard, maxSec: number): void {
  for (const [index, scene] of sb.scenes.entries()) {
    if (scene.durationSec + 0.01 < scene.narration.durationSec)
      throw new StoryboardInvalidError(
        `${sceneRef(scene, index)} is ${scene.durationSec} s long but its narration lasts ${scene.narration.durationSec.toFixed(2)} s. ` +
          'Make the scene longer or its text shorter.',
        { scene, index, field: 'durationSec' },
      );
  }
  const { starts, totalSec } = storyboardTimeline(sb);
  const total = Math.round(totalSec * 10) / 10;
  const last = sb.scenes.length - 1;
  if (total < STORYBOARD_LIMITS.minTotalSec)
    throw new StoryboardInvalidError(
      `The video would last ${total} s; a video lasts at least ${STORYBOARD_LIMITS.minTotalSec} s. Make ${sceneRef(sb.scenes[last], last)} longer.`,
      { scene: sb.scenes[last], index: last, field: 'durationSec' },
    );
  const max = Math.min(STORYBOARD_LIMITS.maxTotalSec, maxSec);
  if (total > max) {
    // The scene during which the video passes the limit.
    const index = Math.max(
      0,
      starts.findIndex((start, i) => start + sb.scenes[i]!.durationSec > max - sb.tailSec),
    );
    const who = max < STORYBOARD_LIMITS.maxTotalSec ? 'your plan makes videos' : 'a video lasts';
    throw new StoryboardInvalidError(
      `The video would last ${total} s; ${who} up to ${max} s. ${sceneRef(sb.scenes[index], index)} goes past it: shorten or remove scenes.`,
      { scene: sb.scenes[index], index, field: 'durationSec' },
    );
  }
}
