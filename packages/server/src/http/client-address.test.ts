import { describe, expect, it } from 'vitest';
import { ServerConfigurationError, ServerError } from '../server-error.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { createClientAddressResolver, groupAddress, parseAddress } from './client-address.js';

// The attacks on the per-address limits: rotating addresses inside one IPv6 /64, naming any
// address in X-Forwarded-For, and reaching the server with no address at all.

const forwarded = (value?: string) =>
  new Headers(value === undefined ? {} : { 'X-Forwarded-For': value });

describe('createClientAddressResolver', () => {
  it('counts every address of one IPv6 /64 as one client, and IPv4 one by one', () => {
    const resolve = createClientAddressResolver();
    const rotated = Array.from({ length: 50 }, (_, index) =>
      resolve(
        forwarded(),
        `2001:db8:1:2:${index.toString(16)}:${((index * 7919) % 0x10000).toString(16)}::${index + 1}`,
      ),
    );
    expect(new Set(rotated)).toEqual(new Set(['2001:db8:1:2::/64']));
    recordAttack('IPv6 address rotation inside one /64', rotated.length, rotated.length);
    expect(resolve(forwarded(), '2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(resolve(forwarded(), '203.0.113.7')).toBe('203.0.113.7');
    expect(resolve(forwarded(), '203.0.113.8')).toBe('203.0.113.8');
    // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6.
    expect(resolve(forwarded(), '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(resolve(forwarded(), '::FFFF:cb00:7107')).toBe('203.0.113.7');
    const custom = createClientAddressResolver({ prefixes: { ipv4: 24, ipv6: 48 } });
    expect(custom(forwarded(), '203.0.113.200')).toBe('203.0.113.0/24');
    expect(custom(forwarded(), '2001:db8:1:ffff::9')).toBe('2001:db8:1::/48');
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, and from an untrusted socket', () => {
    const spoofs = ['198.51.100.1', '198.51.100.2, 198.51.100.3', '10.0.0.1', 'not-an-address'];
    const direct = createClientAddressResolver();
    const listed = createClientAddressResolver({ trustProxy: ['10.0.0.0/8'] });
    let refused = 0;
    for (const spoof of spoofs) {
      // No proxy trusted: the header means nothing.
      if (direct(forwarded(spoof), '203.0.113.50') === '203.0.113.50') refused++;
      // A proxy list, but the socket is not one of them: the header is ignored.
      if (listed(forwarded(spoof), '203.0.113.50') === '203.0.113.50') refused++;
    }
    expect(refused).toBe(spoofs.length * 2);
    recordAttack('spoofed X-Forwarded-For from an untrusted socket', refused, refused);
  });

  it('takes the address the outermost trusted proxy saw, behind N hops or listed proxies', () => {
    // Client 203.0.113.9 → proxy 10.0.0.1 → proxy 10.0.0.2 → server; the client prepends a lie.
    const header = forwarded('6.6.6.6, 203.0.113.9, 10.0.0.1');
    expect(createClientAddressResolver({ trustProxy: 2 })(header, '10.0.0.2')).toBe('203.0.113.9');
    expect(createClientAddressResolver({ trustProxy: ['10.0.0.0/8'] })(header, '10.0.0.2')).toBe(
      '203.0.113.9',
    );
    expect(
      createClientAddressResolver({ trustProxy: ['10.0.0.1', '10.0.0.2'] })(header, '10.0.0.2'),
    ).toBe('203.0.113.9');
    // One hop trusted: the proxy's own peer, whatever the client wrote before it.
    expect(createClientAddressResolver({ trustProxy: 1 })(header, '10.0.0.2')).toBe('10.0.0.1');
    expect(
      createClientAddressResolver({ trustProxy: true })(forwarded('6.6.6.6, 203.0.113.9'), '::1'),
    ).toBe('203.0.113.9');
    // Behind a list, a client-written entry after the trusted ones is the client: the lie is
    // only ever its own address space.
    expect(
      createClientAddressResolver({ trustProxy: ['loopback'] })(
        forwarded('[2001:db8::5]:4711'),
        '127.0.0.1',
      ),
    ).toBe('2001:db8::/64');
    // A route handler has no socket: the runtime in front is the first hop.
    expect(createClientAddressResolver({ trustProxy: 1 })(header, undefined)).toBe('10.0.0.1');
    expect(createClientAddressResolver({ trustProxy: 2 })(header, undefined)).toBe('203.0.113.9');
    // Fewer hops than configured: the furthest address the chain holds.
    expect(createClientAddressResolver({ trustProxy: 3 })(forwarded(), '203.0.113.1')).toBe(
      '203.0.113.1',
    );
  });

  it('refuses, loudly, to count a request whose client it cannot tell', () => {
    let refused = 0;
    const attempts: [ReturnType<typeof createClientAddressResolver>, Headers][] = [
      [createClientAddressResolver(), forwarded('198.51.100.1')],
      [createClientAddressResolver({ trustProxy: 1 }), forwarded()],
      [createClientAddressResolver({ trustProxy: ['loopback'] }), forwarded('')],
    ];
    for (const [resolve, headers] of attempts) {
      try {
        resolve(headers, undefined);
      } catch (error) {
        expect(error).toBeInstanceOf(ServerError);
        expect(error).toMatchObject({ status: 500, code: 'CLIENT_ADDRESS_UNKNOWN' });
        expect((error as ServerError).detail).toMatch(/pass \{ clientIp \}.*trustProxy/);
        refused++;
      }
    }
    expect(refused).toBe(attempts.length);
    recordAttack('request with no client address (shared bucket)', attempts.length, refused);
    // A trusted proxy that forwards garbage names no client either.
    expect(() =>
      createClientAddressResolver({ trustProxy: 1 })(forwarded('evil'), '10.0.0.1'),
    ).toThrow(expect.objectContaining({ status: 400, code: 'CLIENT_ADDRESS_INVALID' }));
  });

  it('refuses malformed settings when the server is made', () => {
    for (const trustProxy of [['10.0.0.0/33'], ['proxy.internal'], -1, 1.5]) {
      expect(() => createClientAddressResolver({ trustProxy })).toThrow(ServerConfigurationError);
    }
    expect(() => createClientAddressResolver({ prefixes: { ipv6: 129 } })).toThrow(
      'The ipv6 client address prefix must be a whole number from 0 to 128; got 129',
    );
  });
});

describe('parseAddress and groupAddress', () => {
  it('read what sockets and proxies write and print RFC 5952 prefixes', () => {
    const cases: [string, number, string][] = [
      ['2001:DB8:0:0:1:0:0:1', 128, '2001:db8::1:0:0:1'],
      ['2001:db8::1.2.3.4', 128, '2001:db8::102:304'],
      ['fe80::1%eth0', 10, 'fe80::/10'],
      ['::', 0, '::/0'],
      ['1:2:3:4:5:6:7:8', 64, '1:2:3:4::/64'],
      ['198.51.100.77:8080', 32, '198.51.100.77'],
      ['10.1.2.3', 12, '10.0.0.0/12'],
    ];
    for (const [text, prefix, grouped] of cases) {
      const parsed = parseAddress(text);
      expect(parsed, text).toBeDefined();
      expect(groupAddress(parsed as NonNullable<typeof parsed>, prefix)).toBe(grouped);
    }
    for (const text of ['', 'unknown', '1.2.3', '2001:db8::g', '[::1', '256.1.1.1']) {
      expect(parseAddress(text), text).toBeUndefined();
    }
  });
});
