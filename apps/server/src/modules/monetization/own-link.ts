import { isIP } from 'node:net';
import { isLoopbackAddress } from '../../lib/public-address.ts';

const hostOf = (u: URL) =>
  u.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/**
 * Whether a destination is one of our own tracked links (a redirect loop). The host matches
 * whatever its case, a trailing dot or port, and by address: this server's loopback and
 * unspecified addresses are us too. The path matches as the router reads it (percent-decoded).
 */
export function isOwnTrackedLink(u: URL, publicUrl: string): boolean {
  const host = hostOf(u);
  const self = hostOf(new URL(publicUrl));
  const ours =
    host === self ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) !== 0 && (isLoopbackAddress(host) || host === '0.0.0.0' || host === '::'));
  if (!ours) return false;
  let path = u.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as written
  }
  return /^\/go\//i.test(path);
}
