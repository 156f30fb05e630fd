import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
  modified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * Where files live. Keys are slash-separated: `users/<userId>/...` for private files,
 * `public/...` for files anyone may read (shared voice previews).
 */
export interface Storage {
  readonly name: 'local' | 's3';
  putFile(key: string, filePath: string, contentType?: string): Promise<StoredObject>;
  putBuffer(key: string, body: Buffer, contentType?: string): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Copies an object into a local file (for ffmpeg, which wants paths). */
  download(key: string, filePath: string): Promise<void>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<number>;
  ping(): Promise<void>;
}

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  ass: 'text/x-ssa',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeFor(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string) {
  if (
    !key ||
    key.startsWith('/') ||
    key.split('/').some((p) => p === '..' || p === '.' || p === '') ||
    key.includes('\\') ||
    key.includes('\0')
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
