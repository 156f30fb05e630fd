import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'reelsmith-env-'));

describe('loadEnv', () => {
  it('gives the embedded defaults with no configuration', () => {
    const env = loadEnv({ DATA_DIR: tmp() });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated secret across restarts', () => {
    const dir = tmp();
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(loadEnv({ DATA_DIR: dir }).JWT_SECRET);
  });

  it('reports every bad key at once', () => {
    try {
      loadEnv({
        DATA_DIR: tmp(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        STORAGE_DRIVER: 's3',
        TTS_PROVIDER: 'elevenlabs',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const keys = (err as EnvError).issues.map((i) => i.split(':')[0]);
      expect(keys).toEqual(
        expect.arrayContaining(['PORT', 'DATABASE_URL', 'S3_BUCKET', 'ELEVENLABS_API_KEY']),
      );
    }
  });

  it('allows requests to loopback only where asked, and never in production', () => {
    expect(loadEnv({ DATA_DIR: tmp() }).OUTBOUND_ALLOW_LOOPBACK).toBe(false);
    expect(
      loadEnv({ DATA_DIR: tmp(), NODE_ENV: 'test', OUTBOUND_ALLOW_LOOPBACK: 'true' }).OUTBOUND_ALLOW_LOOPBACK,
    ).toBe(true);
    expect(() =>
      loadEnv({ DATA_DIR: tmp(), NODE_ENV: 'production', OUTBOUND_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(EnvError);
  });
});
