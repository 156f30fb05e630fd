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

/** A cloned voice's own files (decision 026): its preview, deleted with the clone. */
export const voiceCloneFolder = (userId: string, cloneId: string) =>
  `${userFolder(userId)}voices/clones/${cloneId}/`;
export const voiceClonePreviewKey = (userId: string, cloneId: string) =>
  `${voiceCloneFolder(userId, cloneId)}preview.mp3`;

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

/** An uploaded clip's folder (decision 100): the original, the enhanced file and its exports. */
export const uploadFolder = (u: { userId: string; id: string }) => `${userFolder(u.userId)}uploads/${u.id}/`;
/** The original as the creator sent it; `ext` is what ffprobe found (mp4, mov, avi). */
export const uploadOriginalKey = (u: { userId: string; id: string }, ext: string) =>
  `${uploadFolder(u)}original.${ext}`;
/** The enhanced 1080x1920 MP4 (step 2) and a platform export of it (step 3). */
export const uploadOutputKey = (u: { userId: string; id: string }) => `${uploadFolder(u)}enhanced.mp4`;
export const uploadExportKey = (u: { userId: string; id: string }, preset: string) =>
  `${uploadFolder(u)}export-${preset}.mp4`;

/** The live preview of an enhance while it renders (decision 103), as for a video (decision 070). */
export const uploadPreviewFolder = (u: { userId: string; id: string }) => `${uploadFolder(u)}preview/`;
export const uploadPreviewInitKey = (u: { userId: string; id: string }) =>
  `${uploadPreviewFolder(u)}init.mp4`;
export const uploadPreviewSegmentKey = (u: { userId: string; id: string }, index: number) =>
  `${uploadPreviewFolder(u)}${String(index).padStart(3, '0')}.m4s`;
/** What the upload preview URL's signature covers; no stored object has this key. */
export const uploadPreviewSignedKey = (u: { userId: string; id: string }) => `${uploadPreviewFolder(u)}live`;

/** Image to video: the photos of a video, in order (decision 101). */
export const videoImageKey = (v: VideoRef, index: number, ext: string) =>
  `${videoFolder(v)}images/${String(index).padStart(2, '0')}.${ext}`;

/**
 * Storyboard files (issue 36): the narration a storyboard's scenes point into (the first render's
 * one voice file, and a re-voiced scene's own file), named by the caller (`voice`, `s3-r7`...).
 */
export const videoNarrationKey = (v: VideoRef, name: string) =>
  `${videoFolder(v)}narration/${safeName(name)}.wav`;
/** A stock clip fetched for a storyboard scene, kept so a re-render uses the same footage. */
export const videoAssetKey = (v: VideoRef, name: string) => `${videoFolder(v)}assets/${safeName(name)}.mp4`;
/** A version's folder and files (version 1 is the first render). */
export const videoVersionFolder = (v: VideoRef, number: number) => `${videoFolder(v)}v${number}/`;
export const videoVersionFileKeys = (v: VideoRef, number: number) => {
  const folder = videoVersionFolder(v, number);
  return {
    videoKey: `${folder}video.mp4`,
    thumbnailKey: `${folder}thumbnail.jpg`,
    srtKey: `${folder}captions.srt`,
    vttKey: `${folder}captions.vtt`,
  };
};

/** A name inside a key: letters, digits, `-` and `_` only, so a name can never climb out of its folder. */
function safeName(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80);
  if (clean === '' || /^-+$/.test(clean)) throw new Error(`Bad storage file name: ${JSON.stringify(name)}`);
  return clean;
}

/** A brand kit's logo and font (issue 41); a new file gets a new name, so signed links never go stale. */
export const brandKitFolder = (userId: string, kitId: string) => `${userFolder(userId)}brand-kits/${kitId}/`;
export const brandKitFileKey = (userId: string, kitId: string, name: string) =>
  `${brandKitFolder(userId, kitId)}${name}`;
