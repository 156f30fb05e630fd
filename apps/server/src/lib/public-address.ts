import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one guard for every request the server sends to an address a user gave (webhooks, Web
 * Push): an allow-list of the public internet. IPv4 must be plain unicast (no private, loopback,
 * link-local, carrier-grade NAT, documentation, benchmarking, reserved or multicast range);
 * IPv6 must be global unicast (2000::/3) outside every special range, and an IPv6 address that
 * carries an IPv4 one (mapped, NAT64, 6to4) is judged by the IPv4 address inside (decision 160).
 */
export function isPublicAddress(ip: string): boolean {
  const addr = parse(ip);
  if (!addr) return false;
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded !== undefined) return embedded !== null && embedded.range() === 'unicast';
  // Global unicast is 2000::/3: this excludes ::/96, fc00::/7, fe80::/10 (all of it), fec0::/10, ff00::/8...
  if (v6.parts[0]! >>> 13 !== 0b001) return false;
  return v6.range() === 'unicast';
}

/** A strict IP literal (node's isIP: ipaddr.js alone would read "1.2.3" as 1.2.0.3), or null. */
function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(literal);
  if (family === 4) return ipaddr.IPv4.parse(literal);
  if (family !== 6) return null;
  // Written out in hex first: ipaddr.js reads the IPv4-compatible ::8.8.8.8 as ::ffff:8.8.8.8.
  return ipaddr.IPv6.parse(new URL(`http://[${literal}]`).hostname.slice(1, -1));
}

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96)
 * and 6to4 (2002:AABB:CCDD::/16). Null for the ones never reachable (IPv4-compatible ::/96,
 * SIIT ::ffff:0:0:0/96, local NAT64 64:ff9b:1::/48); undefined for a plain IPv6 address.
 */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null | undefined {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  if (v6.isIPv4MappedAddress()) return v4(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return v4(p[6]!, p[7]!);
  if (p[0] === 0x2002) return v4(p[1]!, p[2]!);
  const range = v6.range();
  if (p.slice(0, 6).every((x) => x === 0) || range === 'rfc6145' || range === 'rfc6052') return null;
  return undefined;
}

/** Loopback only (127.0.0.0/8, ::1 and their IPv4-mapped forms): the test-only allowance. */
export function isLoopbackAddress(ip: string): boolean {
  const addr = parse(ip);
  if (!addr) return false;
  const v4 = addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress();
  return (v4 ? (addr as ipaddr.IPv6).toIPv4Address() : addr).range() === 'loopback';
}

/** Which addresses a request may reach: the public internet, or also loopback where a test allows it. */
export const reachable = (allowLoopback: boolean) => (ip: string) =>
  isPublicAddress(ip) || (allowLoopback && isLoopbackAddress(ip));

export const PRIVATE_ADDRESS_MESSAGE =
  'This address is on a private network; webhooks go to public addresses only.';

export class PrivateAddressError extends Error {
  constructor(message = PRIVATE_ADDRESS_MESSAGE) {
    super(message);
    this.name = 'PrivateAddressError';
  }
}

/** Names that never mean the public internet, refused when an address is saved (no DNS asked). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/**
 * Whether an address given by a user may be saved: an IP literal must be reachable, a name must
 * look public (a dot, not a local suffix). Names are resolved only when a request is sent, and
 * that answer is checked again on the pinned address (`guardedLookup`).
 */
export function isSavableUrl(url: URL, allowLoopback: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host)) return reachable(allowLoopback)(host);
  if (allowLoopback && /(^|\.)localhost$/i.test(host)) return true;
  return host.includes('.') && !LOCAL_NAME.test(host);
}

/** Names to addresses (the system resolver; tests hand in their own). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * A socket `lookup` that resolves once, refuses the host when any answer is not reachable (the
 * resolver, not us, would choose which one is used) and hands exactly the checked address to the
 * connection, so a DNS answer that changes between a check and the connection cannot reach a
 * private address. IP literals never reach a `lookup`: check them with `reachable` first.
 */
export function guardedLookup(allowLoopback: boolean, resolve: Resolve = systemResolve): LookupFunction {
  const ok = reachable(allowLoopback);
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => !family || a.family === family);
        if (!usable.length) return callback(new Error(`${hostname} has no address.`), '', 4);
        if (!usable.every((a) => ok(a.address))) return callback(new PrivateAddressError(), '', 4);
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: Error) => callback(err, '', 4),
    );
  };
}
