import type { Video } from '../../db/schema/index.ts';
import type { GenerateVideoResult } from '../../media/pipeline.ts';
import { parseFolderKey } from '../../media/storyboard/plan.ts';
import { mapStoryboardKeys } from '../../media/storyboard/scene-map.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { videoAssetKey, videoNarrationKey } from '../../storage/storage-paths.ts';

// A video's storyboard files in storage (issue 36): planning names them relative to one folder; the
// render job keeps the ones it made beside the video and saves the storyboard by storage keys.

/**
 * Where a file the storyboard names is kept: its narration and fetched clips under the video's
 * folder, its photos and B-roll where they already are.
 */
export function storyboardStorageKey(
  v: Pick<Video, 'userId' | 'id' | 'imageKeys' | 'broll'>,
  key: string,
): string {
  const k = parseFolderKey(key);
  switch (k.kind) {
    case 'narration':
      return videoNarrationKey(v, k.name);
    case 'asset':
      return videoAssetKey(v, k.name);
    case 'photo': {
      const photo = v.imageKeys?.[k.index];
      if (!photo) throw new Error(`The video has no photo ${k.index + 1}`);
      return photo;
    }
    case 'upload': {
      const item = v.broll?.find((b) => b.uploadId === k.uploadId);
      if (!item) throw new Error('A B-roll clip of this video is not among its uploads');
      return item.key;
    }
  }
}

/** Keeps the files planning made (the narration, fetched clips) beside the video; answers the storyboard by storage keys. */
export async function storeStoryboard(storage: Storage, v: Video, result: GenerateVideoResult) {
  const keyOf = (key: string) => storyboardStorageKey(v, key);
  await Promise.all(
    result.made.map((key) =>
      storage.putFile(keyOf(key), result.files[key]!, key.endsWith('.wav') ? 'audio/wav' : 'video/mp4'),
    ),
  );
  return mapStoryboardKeys(result.storyboard, keyOf);
}
