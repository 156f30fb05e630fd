import { createReadStream, createWriteStream } from 'node:fs';
import { stat as fsStat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeFor, type Storage, type StoredObject } from './storage.types.ts';

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, MinIO, R2...). */
export function createS3Storage(cfg: S3Config): Storage {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Many S3-compatible stores do not speak the SDK's default streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
  });
  const Bucket = cfg.bucket;

  const statOf = async (key: string): Promise<StoredObject | null> => {
    assertSafeKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: Number(head.ContentLength ?? 0),
        contentType: head.ContentType ?? contentTypeFor(key),
        modified: head.LastModified ?? new Date(0),
      };
    } catch (err: any) {
      if (err?.$metadata?.httpStatusCode === 404 || err?.name === 'NotFound') return null;
      throw err;
    }
  };

  const put = async (key: string, body: Buffer | Readable, length: number, contentType?: string) => {
    assertSafeKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: contentType ?? contentTypeFor(key),
      }),
    );
    return (await statOf(key))!;
  };

  return {
    name: 's3',
    async putFile(key, filePath, contentType) {
      const { size } = await fsStat(filePath);
      return put(key, createReadStream(filePath), size, contentType);
    },
    putBuffer: (key, body, contentType) => put(key, body, body.length, contentType),
    stat: statOf,
    async read(key, range) {
      assertSafeKey(key);
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return out.Body as Readable;
    },
    async download(key, filePath) {
      const body = await this.read(key);
      await pipeline(body, createWriteStream(filePath));
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let count = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
          count += keys.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return count;
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
