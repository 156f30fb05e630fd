import { isIP } from 'node:net';

/** Private, loopback, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivate(ip: string): boolean {
  let v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  // An IPv4-mapped address as URLs write it: ::ffff:7f00:1 is 127.0.0.1.
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(v4);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    v4 = [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const l = ip.toLowerCase();
  return l === '::' || l === '::1' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}

export const PRIVATE_ADDRESS_MESSAGE =
  'This address is on a private network; webhooks go to public addresses only.';

export class PrivateAddressError extends Error {
  constructor() {
    super(PRIVATE_ADDRESS_MESSAGE);
    this.name = 'PrivateAddressError';
  }
}
