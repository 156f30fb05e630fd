import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderInUseError, LOCK_FILE, type LockHolder } from './data-lock.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'reelsmith-lock-'));
const holderIn = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
const lockLeftBy = (dir: string, over: Partial<LockHolder>) =>
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({
      id: 'gone',
      pid: 1,
      procStart: null,
      host: hostname(),
      command: 'main-api.ts',
      startedAt: new Date(0).toISOString(),
      ...over,
    }),
  );

/** The pid of a process that has exited. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('exit', () => resolve(child.pid!));
  });

describe('the data folder lock', () => {
  it('refuses a second owner at once, naming the holder, and frees the folder on release', () => {
    const dir = folder();
    const lock = acquireDataLock(dir, 'main-api.ts');
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, host: hostname(), command: 'main-api.ts' });
    let refused: unknown;
    try {
      acquireDataLock(dir, 'cli.ts plan');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect((refused as Error).message).toContain(`is in use by Reelsmith (pid ${process.pid}, main-api.ts`);
    expect((refused as Error).message).toContain('set DATABASE_URL to use PostgreSQL');
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataLock(dir).release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock whose holder died, whose pid was reused, or that is not a lock', async () => {
    const dir = folder();
    for (const left of [
      { pid: await deadPid() },
      // This process's pid, but another start time: the holder died and the pid came round again.
      { pid: process.pid, procStart: '1' },
    ]) {
      lockLeftBy(dir, left);
      const lock = acquireDataLock(dir, 'main-api.ts');
      expect(holderIn(dir).id).toBe(lock.holder.id);
      lock.release();
    }
    writeFileSync(path.join(dir, LOCK_FILE), '');
    acquireDataLock(dir).release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('lets one of several processes racing for a dead holder’s lock win', async () => {
    const dir = folder();
    lockLeftBy(dir, { pid: await deadPid() });
    const go = path.join(tmpdir(), `reelsmith-lock-go-${process.pid}-${Date.now()}`);
    // Each racer waits for the same moment, tries once, and holds what it won until told to stop.
    const racer = `
      const { acquireDataLock } = await import(${JSON.stringify(path.join(import.meta.dirname, 'data-lock.ts'))});
      const fs = await import('node:fs');
      console.log('ready');
      while (!fs.existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 5));
      try { acquireDataLock(${JSON.stringify(dir)}, 'racer'); console.log('won'); }
      catch (e) { console.log(e.constructor.name); }
      await new Promise((r) => process.stdin.once('data', r));`;
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', racer]);
      let out = '';
      const said = (n: number) =>
        new Promise<string>((resolve) => {
          const read = () => {
            const lines = out.split('\n');
            if (lines.length <= n + 1) return;
            child.stdout.off('data', read);
            resolve(lines[n]!);
          };
          child.stdout.on('data', read);
        });
      child.stdout.on('data', (d) => (out += String(d)));
      return { child, ready: said(0), said: said(1) };
    });
    await Promise.all(racers.map((r) => r.ready));
    writeFileSync(go, '');
    const answers = await Promise.all(racers.map((r) => r.said));
    for (const r of racers) r.child.stdin.end('stop\n');
    await Promise.all(racers.map((r) => new Promise((res) => r.child.once('exit', res))));
    expect(answers.sort()).toEqual([
      'DataFolderInUseError',
      'DataFolderInUseError',
      'DataFolderInUseError',
      'won',
    ]);
    // The winner released the folder when it exited.
    expect(readdirSync(dir)).toEqual([]);
  }, 30_000);
});
