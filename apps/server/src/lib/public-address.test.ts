import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, isSavableUrl, reachable } from './public-address.ts';

// Pure classification: nothing here opens a connection or asks a resolver outside the test.
describe('isPublicAddress: only the public internet', () => {
  const refused: Record<string, string[]> = {
    'this network 0.0.0.0/8': ['0.0.0.0', '0.1.2.3'],
    'private 10/8, 172.16/12, 192.168/16': ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
    'loopback 127/8': ['127.0.0.1', '127.255.0.9'],
    'carrier-grade NAT 100.64/10': ['100.64.0.1', '100.127.255.254'],
    'link-local 169.254/16': ['169.254.169.254'],
    'IETF protocol assignments 192.0.0.0/24': ['192.0.0.1', '192.0.0.170'],
    'TEST-NET-1 192.0.2.0/24': ['192.0.2.1'],
    'benchmarking 198.18.0.0/15': ['198.18.0.1', '198.19.255.254'],
    'TEST-NET-2 198.51.100.0/24': ['198.51.100.7'],
    'TEST-NET-3 203.0.113.0/24': ['203.0.113.9'],
    'multicast and reserved 224/4, 240/4': ['224.0.0.1', '239.1.1.1', '240.0.0.1', '255.255.255.255'],
    'IPv6 unspecified and loopback': ['::', '::1'],
    'IPv4-compatible ::/96': ['::7f00:1', '::8.8.8.8', '::a00:1'],
    'IPv4-mapped ::ffff:0:0/96 of a private address': [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
    ],
    'NAT64 64:ff9b::/96 of a private address': [
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::c000:201',
    ],
    'local NAT64 64:ff9b:1::/48': ['64:ff9b:1::8.8.8.8'],
    '6to4 2002::/16 of a private address': ['2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::1'],
    'unique local fc00::/7': ['fc00::1', 'fd12:3456::1'],
    'link-local fe80::/10, all of it': ['fe80::1', 'fe80::1%eth0', 'febf::1', 'fea0::1'],
    'site-local fec0::/10': ['fec0::1', 'feff::1'],
    'multicast ff00::/8': ['ff02::1', 'ff05::2', 'ffff::1'],
    'documentation 2001:db8::/32 and Teredo 2001::/32': ['2001:db8::1', '2001:0:4136:e378::1'],
    'outside global unicast 2000::/3': ['100::1', '4000::1', '5f00::1'],
    'not an address': ['example.com', '', '1.2.3', '::ffff:999.0.0.1'],
  };
  for (const [range, addrs] of Object.entries(refused))
    it(`refuses ${range}`, () => {
      for (const a of addrs) expect(isPublicAddress(a), a).toBe(false);
    });

  it('allows public IPv4 and IPv6, also when carried inside mapped, NAT64 and 6to4 addresses', () => {
    for (const a of [
      '8.8.8.8',
      '93.184.216.34',
      '1.1.1.1',
      '[2606:4700::1111]',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('allows loopback only where a test says so, and never other private addresses', () => {
    expect(reachable(false)('127.0.0.1')).toBe(false);
    expect(reachable(true)('127.0.0.1')).toBe(true);
    expect(reachable(true)('::1')).toBe(true);
    expect(reachable(true)('::ffff:127.0.0.1')).toBe(true);
    expect(reachable(true)('::127.0.0.1')).toBe(false);
    expect(reachable(true)('10.0.0.1')).toBe(false);
    expect(reachable(true)('169.254.169.254')).toBe(false);
  });
});

describe('isSavableUrl: what may be saved without asking DNS', () => {
  it('refuses private literals and local names, keeps public-looking names for the pinned check', () => {
    const ok = (u: string, loopback = false) => isSavableUrl(new URL(u), loopback);
    expect(ok('https://hooks.example.com/in')).toBe(true);
    expect(ok('https://8.8.8.8/in')).toBe(true);
    for (const u of [
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://localhost/',
      'http://api.localhost/',
      'http://printer.local/',
      'http://metadata.internal/',
      'http://router.home.arpa/',
      'http://intranet/',
    ])
      expect(ok(u), u).toBe(false);
    expect(ok('http://127.0.0.1:9/', true)).toBe(true);
    expect(ok('http://localhost:9/', true)).toBe(true);
    expect(ok('http://10.0.0.1/', true)).toBe(false);
  });
});

describe('guardedLookup', () => {
  const lookup = (answers: string[], allowLoopback = false) =>
    new Promise<{ err: Error | null; address: string }>((done) =>
      guardedLookup(allowLoopback, async () =>
        answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )('hooks.example.com', {}, (err, address) => done({ err, address: String(address) })),
    );

  it('hands over the checked public address, and refuses when any answer is private', async () => {
    expect(await lookup(['8.8.8.8'])).toEqual({ err: null, address: '8.8.8.8' });
    expect((await lookup(['8.8.8.8', '10.0.0.1'])).err?.name).toBe('PrivateAddressError');
    expect((await lookup(['64:ff9b::a00:1'])).err?.name).toBe('PrivateAddressError');
    expect((await lookup(['127.0.0.1'])).err?.name).toBe('PrivateAddressError');
    expect(await lookup(['127.0.0.1'], true)).toEqual({ err: null, address: '127.0.0.1' });
  });
});
