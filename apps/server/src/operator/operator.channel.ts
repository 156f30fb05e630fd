import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { liveHolder } from '../db/data-lock.ts';
import type { OperatorCommand } from './operator.commands.ts';

// How an operator command reaches the server that owns the data folder (decision 155): the server
// writes a random token and its loopback address beside the lock, readable by its user alone; the
// CLI finds it there, and only while the lock's holder is that same live process.

export const OPERATOR_FILE = 'operator.json';
export const OPERATOR_PATH = '/internal/operator';

interface Channel {
  pid: number;
  url: string;
  token: string;
}

export const newOperatorToken = () => randomBytes(32).toString('base64url');

/** The loopback address a CLI on this machine reaches for a server listening on `address`. */
export function loopbackUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  if (['0.0.0.0', '::', '127.0.0.1', '::ffff:127.0.0.1'].includes(address.address))
    return `http://127.0.0.1:${address.port}`;
  if (address.address === '::1') return `http://[::1]:${address.port}`;
  return null; // bound to another interface only: the route answers loopback peers alone
}

/** Writes the channel file; the returned function removes it (on shutdown). */
export function publishOperatorChannel(dataDir: string, url: string, token: string): () => void {
  const file = path.join(dataDir, OPERATOR_FILE);
  rmSync(file, { force: true });
  const channel: Channel = { pid: process.pid, url, token };
  writeFileSync(file, JSON.stringify(channel), { mode: 0o600, flag: 'wx' });
  return () => rmSync(file, { force: true });
}

/** The running server's channel, when the data folder's live holder published one. */
export function operatorChannel(dataDir: string): Channel | null {
  const holder = liveHolder(dataDir);
  if (!holder) return null;
  try {
    const channel = JSON.parse(readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8')) as Channel;
    return channel.pid === holder.pid && channel.url && channel.token ? channel : null;
  } catch {
    return null;
  }
}

/** Has the server perform `cmd`; answers the text the CLI prints, or throws the server's reason. */
export async function sendOperatorCommand(channel: Channel, cmd: OperatorCommand): Promise<string> {
  const res = await fetch(`${channel.url}${OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json().catch(() => ({}))) as { output?: string; error?: string; detail?: string };
  if (res.ok && typeof body.output === 'string') return body.output;
  throw new Error(body.error ?? body.detail ?? `The running server answered ${res.status}.`);
}
