import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Signals against a creator paying themselves (decision 161). A visitor is a network, not a
 * browser: an IPv4 /24 or an IPv6 /64, because a User-Agent costs nothing to change (30 of them
 * from one address were 30 visitors). The same keyed hash names the networks an affiliate used
 * the program from, so a click or a signup from one of them is recognised as their own.
 */
export function networkOf(ip: string): string {
  const literal = ip.replace(/^\[|\]$/g, '');
  if (!isIP(literal)) return literal;
  const addr = ipaddr.process(literal);
  if (addr.kind() === 'ipv4') return `${(addr as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  return `${(addr as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/** The keyed hash of a request's network: what a click row stores and what `ownNetworks` holds. */
export const networkKey = (secret: string, ip: string) =>
  createHmac('sha256', secret)
    .update(`network\u0001${networkOf(ip)}`)
    .digest('base64url');

/**
 * Whether a request is a page a person opens: not the API, not a tracked product link, not a file
 * (a script, a style sheet, an image) that a page pulls in behind the visitor's back.
 */
export function isPageVisit(path: string): boolean {
  return !/^\/(api|go)\//.test(path) && !/\.[a-z0-9]{1,8}$/i.test(path);
}

/** Words nobody may take as a code: the product's name, and names people read as the team. */
const RESERVED_WORDS = new Set([
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'helpdesk',
  'staff',
  'team',
  'official',
  'moderator',
  'mod',
  'security',
  'billing',
  'payments',
  'abuse',
  'legal',
  'system',
  'owner',
  'founder',
  'ceo',
  'api',
  'www',
  'mail',
  'contact',
  'noreply',
  'affiliate',
  'affiliates',
  'partner',
  'partners',
]);

/** A code that contains the product's name, or whose words include a reserved one. */
export function isReservedCode(code: string): boolean {
  if (code.replace(/[-_]/g, '').includes('reelsmith')) return true;
  return code.split(/[-_0-9]+/).some((w) => RESERVED_WORDS.has(w));
}
