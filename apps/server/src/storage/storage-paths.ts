/**
 * Every storage key is built here, and only here (immich's StorageCore is the model): a file's
 * place says who may read it. `users/<userId>/...` belongs to that user (their avatar, narration
 * clips and videos); `public/...` is for anyone (shared voice previews).
 */

/** Enough of a video to place its files. */
export interface VideoRef {
  userId: string;
  id: string;
}

const USERS = 'users/';
const PUBLIC = 'public/';

/** Everything a user owns; deleting the account deletes below it. */
export const userFolder = (userId: string) => `${USERS}${userId}/`;

export const avatarKey = (userId: string, ext: string) => `${userFolder(userId)}avatar.${ext}`;

/** A narration clip made from a script (text to speech). */
export const audioClipKey = (userId: string, clipId: string) => `${userFolder(userId)}audio/${clipId}.mp3`;

/** A voice's shared preview; `version` changes with the text and settings it was made from. */
export const voicePreviewKey = (voiceId: string, version: string) =>
  `${PUBLIC}voices/${voiceId}-${version}.mp3`;

/** A video's folder: the finished files and, while it renders, the live preview. */
export const videoFolder = (v: VideoRef) => `${userFolder(v.userId)}videos/${v.id}/`;

/** The finished video's files, named as the videos row stores them. */
export const videoFileKeys = (v: VideoRef) => {
  const folder = videoFolder(v);
  return {
    videoKey: `${folder}video.mp4`,
    thumbnailKey: `${folder}thumbnail.jpg`,
    srtKey: `${folder}captions.srt`,
    vttKey: `${folder}captions.vtt`,
  };
};

/** The live preview (decision 070): `init.mp4`, then `000.m4s`, `001.m4s`... */
export const previewFolder = (v: VideoRef) => `${videoFolder(v)}preview/`;
export const previewInitKey = (v: VideoRef) => `${previewFolder(v)}init.mp4`;
export const previewSegmentKey = (v: VideoRef, index: number) =>
  `${previewFolder(v)}${String(index).padStart(3, '0')}.m4s`;
/** What the preview URL's signature covers; no stored object has this key. */
export const previewSignedKey = (v: VideoRef) => `${previewFolder(v)}live`;

/** Who may read a key without a signature: anyone, one user, or nobody. */
export type KeyOwner = { public: true } | { public: false; userId: string } | null;

export function keyOwner(key: string): KeyOwner {
  if (key.startsWith(PUBLIC)) return { public: true };
  const userId = /^users\/([^/]+)\//.exec(key)?.[1];
  return userId === undefined ? null : { public: false, userId };
}
