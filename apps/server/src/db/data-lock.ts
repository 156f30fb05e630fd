import { randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// One owner of the embedded database (decision 155): PGlite is one process's files, and a second
// process on the same folder neither sees the first one's writes nor keeps the files whole. The
// owner holds `<DATA_DIR>/reelsmith.lock`; a second opener is refused at once, naming the holder.

export const LOCK_FILE = 'reelsmith.lock';

export interface LockHolder {
  /** Unique per acquisition: a takeover is keyed by it, so a lock is never taken over twice. */
  id: string;
  pid: number;
  /** The kernel's start time of `pid` (/proc/<pid>/stat), to tell a reused pid from the holder. */
  procStart: string | null;
  host: string;
  command: string;
  startedAt: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
    super(
      `The data folder ${shown(dir)} is in use by Reelsmith (pid ${holder.pid}${where}, ${holder.command}, started ${holder.startedAt}). ` +
        'Stop it first, or set DATABASE_URL to use PostgreSQL, which several processes may share. ' +
        '(plan set and the affiliate payout commands reach a running server by themselves.)',
    );
    this.name = 'DataFolderInUseError';
  }
}

const shown = (dir: string) => {
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? `./${rel}` : dir;
};

const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` still runs (another host's process is assumed to). */
export function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if (errno(e) === 'ESRCH') return false;
  }
  const now = procStart(holder.pid);
  return !(holder.procStart && now && now !== holder.procStart);
}

function readJson(file: string): { holder: LockHolder | null; key: string } | null {
  try {
    const text = readFileSync(file, 'utf8');
    const holder = JSON.parse(text) as LockHolder;
    if (typeof holder.id === 'string' && Number.isInteger(holder.pid)) return { holder, key: holder.id };
    return { holder: null, key: `ino-${statSync(file).ino}` };
  } catch (e) {
    if (errno(e) === 'ENOENT') return null;
    // Not ours to parse (an empty or foreign file): stale, keyed by the file itself.
    try {
      return { holder: null, key: `ino-${statSync(file).ino}` };
    } catch {
      return null;
    }
  }
}

/** The live process holding `dir`, if any. */
export function liveHolder(dir: string): LockHolder | null {
  const current = readJson(path.join(dir, LOCK_FILE));
  return current?.holder && isAlive(current.holder) ? current.holder : null;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export interface DataLock {
  readonly dir: string;
  readonly holder: LockHolder;
  release(): void;
}

/**
 * Takes `dir` for this process, or throws DataFolderInUseError naming the live holder. The lock
 * file appears whole (written aside, then hard-linked into place, which fails if one exists); a
 * dead holder's lock (its pid gone, or reused by a later process) is replaced under a claim file
 * named after that lock's id, created exclusively: of several takers only one replaces it.
 */
export function acquireDataLock(dir: string, command = describeCommand()): DataLock {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const me: LockHolder = {
    id: randomUUID(),
    pid: process.pid,
    procStart: procStart(process.pid),
    host: hostname(),
    command,
    startedAt: new Date().toISOString(),
  };
  const mine = path.join(dir, `${LOCK_FILE}.${me.id}`);
  writeFileSync(mine, JSON.stringify(me), { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        linkSync(mine, lockPath);
        return held(dir, lockPath, me);
      } catch (e) {
        if (errno(e) !== 'EEXIST') throw e;
      }
      const current = readJson(lockPath);
      if (!current) continue;
      if (current.holder && isAlive(current.holder)) throw new DataFolderInUseError(dir, current.holder);
      if (takeOver(dir, lockPath, current.key, mine)) return held(dir, lockPath, me);
      pause(25);
    }
    throw new Error(`Could not take the lock on ${shown(dir)}: another process keeps changing ${LOCK_FILE}.`);
  } finally {
    try {
      unlinkSync(mine);
    } catch {
      /* renamed into place by a takeover */
    }
  }
}

/** Replaces the stale lock `key` with `mine`; false when another taker is at it or it changed. */
function takeOver(dir: string, lockPath: string, key: string, mine: string): boolean {
  for (let generation = 0; generation < 8; generation++) {
    const claim = path.join(dir, `${LOCK_FILE}.claim-${key}-${generation}`);
    try {
      // The claim appears whole (a link to our own lock file, which fails if one exists): a claim
      // created empty and written after could be read empty by another taker and taken for dead.
      linkSync(mine, claim);
    } catch (e) {
      if (errno(e) !== 'EEXIST') throw e;
      const claimant = readJson(claim);
      if (claimant?.holder && isAlive(claimant.holder)) return false;
      continue; // that taker died before finishing: the next generation's claim decides
    }
    try {
      // Only a claimant of `key` replaces the lock, and it unlinks its claim after: a later claimant
      // of the same key finds the lock changed and stops.
      if (readJson(lockPath)?.key !== key) return false;
      renameSync(mine, lockPath);
      return true;
    } finally {
      unlinkSync(claim);
    }
  }
  return false;
}

function held(dir: string, lockPath: string, me: LockHolder): DataLock {
  for (const name of readdirSync(dir))
    if (name.startsWith(`${LOCK_FILE}.claim-`) && !name.includes(me.id)) {
      const claimant = readJson(path.join(dir, name));
      if (!claimant?.holder || !isAlive(claimant.holder)) unlinkQuietly(path.join(dir, name));
    }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (readJson(lockPath)?.key === me.id) unlinkQuietly(lockPath);
  };
  // A process with its own signal handlers closes the database (and so this lock) itself; one
  // without them would die by the signal's default action, so release, then die by it.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 0) return;
    release();
    process.kill(process.pid, signal);
  };
  process.on('exit', release);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { dir, holder: me, release };
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    /* already gone */
  }
}

/** What the holder is, for the message a second process shows: the script and its first word. */
function describeCommand(): string {
  const [, script = 'node', first] = process.argv;
  const name = path.basename(script);
  return first && !first.startsWith('-') ? `${name} ${first}` : name;
}
