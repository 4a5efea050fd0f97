import { isIP } from 'node:net';
import { ServerConfigurationError, ServerError } from '../server-error.js';

/**
 * How many leading bits of a client address name one client for the per-address limits. One
 * IPv6 subscriber usually holds a whole /64, so counting single IPv6 addresses would give each
 * of its 2⁶⁴ addresses a fresh quota.
 *
 * @example
 * ```ts
 * const prefixes: ClientAddressPrefixes = { ipv4: 32, ipv6: 56 };
 * ```
 */
export interface ClientAddressPrefixes {
  /** 0–32. Default 32. */
  readonly ipv4: number;
  /** 0–128. Default 64. */
  readonly ipv6: number;
}

/** IPv4 addresses one by one, IPv6 by /64. */
export const DEFAULT_CLIENT_ADDRESS_PREFIXES: ClientAddressPrefixes = { ipv4: 32, ipv6: 64 };

/**
 * Which proxies in front of the server may name the client in `X-Forwarded-For`, as Express's
 * `trust proxy`:
 * - `false` or `0` (default): nobody; the client is the socket's peer.
 * - a number `n` (`true` is 1): exactly `n` proxies stand in front; the client is the address the
 *   outermost one saw (the socket's peer counts as the first hop). Anyone reaching the server
 *   around them can name any address: prefer a list when you can.
 * - a list of proxy addresses or CIDRs (and `loopback`, `private`, `linklocal`): starting from the
 *   socket's peer, hops are walked from the right of `X-Forwarded-For` while they are trusted
 *   proxies; the first untrusted one is the client. A header from an untrusted peer is ignored.
 *
 * Without a socket address (a Next.js route handler), the runtime in front of the handler is
 * taken as the first, trusted hop and the walk starts at the header's last entry.
 *
 * @example
 * ```ts
 * const trustProxy: TrustProxy = ['10.0.0.0/8', 'loopback'];
 * ```
 */
export type TrustProxy = boolean | number | readonly string[];

interface ParsedAddress {
  readonly version: 4 | 6;
  readonly bytes: Uint8Array;
}

const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/**
 * Makes the function that names a request's client for the per-address limits: the address the
 * trusted proxies vouch for (see {@link TrustProxy}), grouped by prefix into a subject string
 * such as `203.0.113.7` or `2001:db8:1:2::/64`. IPv4-mapped IPv6 (`::ffff:203.0.113.7`) counts
 * as IPv4.
 *
 * @throws {ServerConfigurationError} for a malformed proxy entry or prefix length.
 */
export function createClientAddressResolver(
  options: {
    trustProxy?: TrustProxy | undefined;
    prefixes?: Partial<ClientAddressPrefixes> | undefined;
  } = {},
): (headers: Headers, socketAddress: string | undefined) => string {
  const prefixes = { ...DEFAULT_CLIENT_ADDRESS_PREFIXES, ...options.prefixes };
  checkPrefix(prefixes.ipv4, 32, 'ipv4');
  checkPrefix(prefixes.ipv6, 128, 'ipv6');
  const trust = options.trustProxy ?? false;
  const hops = typeof trust === 'boolean' ? Number(trust) : typeof trust === 'number' ? trust : -1;
  if (typeof trust === 'number' && !(Number.isInteger(trust) && trust >= 0)) {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      `trustProxy must be a whole number of proxies, true, false or a list of proxy addresses; got ${trust}`,
    );
  }
  const trusted = typeof trust === 'object' ? compileRanges(trust) : [];

  return (headers, socketAddress) => {
    const socket = socketAddress?.trim() || undefined;
    const forwarded =
      hops === 0
        ? []
        : (headers.get('x-forwarded-for') ?? '')
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
            .reverse();
    // The hops nearest first: the socket's peer, then what each proxy says it saw.
    const chain = socket === undefined ? forwarded : [socket, ...forwarded];
    let client: string | undefined;
    if (hops >= 0) {
      // The socket's peer, when known, is the first hop; without it the runtime was.
      const index = socket === undefined ? hops - 1 : hops;
      client = chain[Math.max(0, Math.min(index, chain.length - 1))];
    } else {
      client = chain.find((hop) => {
        const parsed = parseAddress(hop);
        return !parsed || !trusted.some((range) => inRange(parsed, range));
      });
      client ??= chain.at(-1);
    }
    if (client === undefined) {
      throw new ServerError(
        500,
        'CLIENT_ADDRESS_UNKNOWN',
        'The server cannot tell the client’s address, which its per-address limits need',
        'No socket address was passed to fetch and trustProxy names no proxy: pass { clientIp } ' +
          '(serveNode does), or set trustProxy / LATCHKEY_TRUST_PROXY to the proxies in front of the server',
      );
    }
    const parsed = parseAddress(client);
    if (!parsed) {
      throw new ServerError(
        400,
        'CLIENT_ADDRESS_INVALID',
        'The client address is not an IP address',
        `unparseable client address ${JSON.stringify(client.slice(0, 100))}`,
      );
    }
    return groupAddress(parsed, parsed.version === 4 ? prefixes.ipv4 : prefixes.ipv6);
  };
}

function checkPrefix(value: number, max: number, name: string) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ServerConfigurationError(
      'INVALID_SETTING',
      `The ${name} client address prefix must be a whole number from 0 to ${max}; got ${value}`,
    );
  }
}

interface Range {
  readonly address: ParsedAddress;
  readonly bits: number;
}

function compileRanges(entries: readonly string[]): Range[] {
  return entries
    .flatMap((entry) => NAMED_RANGES[entry.trim().toLowerCase()] ?? [entry.trim()])
    .map((entry) => {
      const [text = '', bitsText] = entry.split('/');
      const address = parseAddress(text);
      const bits = bitsText === undefined ? undefined : Number(bitsText);
      const max = address?.version === 4 ? 32 : 128;
      if (
        !address ||
        (bits !== undefined && !(/^\d+$/.test(bitsText ?? '') && bits <= max)) ||
        // A CIDR written for IPv4 must not be matched against mapped-IPv6 bit positions.
        (address.version === 4 && text.includes(':'))
      ) {
        throw new ServerConfigurationError(
          'INVALID_SETTING',
          `trustProxy entries must be IP addresses, CIDRs (such as 10.0.0.0/8) or loopback, private, linklocal; got ${JSON.stringify(entry)}`,
        );
      }
      return { address, bits: bits ?? max };
    });
}

function inRange(address: ParsedAddress, range: Range): boolean {
  if (address.version !== range.address.version) return false;
  return sameBits(address.bytes, range.address.bytes, range.bits);
}

function sameBits(a: Uint8Array, b: Uint8Array, bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((a[bit / 8] ?? 0) & mask) !== ((b[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * Reads an IP address as forwarding headers and sockets write it: IPv4, IPv6 (a zone, brackets
 * and a port are dropped; `1.2.3.4:80` too). IPv4-mapped IPv6 comes back as IPv4.
 */
export function parseAddress(text: string): ParsedAddress | undefined {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1] as string;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
  if (withPort) value = withPort[1] as string;
  value = value.replace(/%[\w.-]+$/, '');
  const version = isIP(value);
  if (version === 4) return { version: 4, bytes: Uint8Array.from(value.split('.').map(Number)) };
  if (version !== 6) return undefined;
  const bytes = parseIpv6(value);
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff;
  if (mapped && bytes[11] === 0xff) return { version: 4, bytes: bytes.slice(12) };
  return { version: 6, bytes };
}

// `value` passed net.isIP as IPv6, so only its shape is handled here, not its validity.
function parseIpv6(value: string): Uint8Array {
  let text = value;
  const tail: number[] = [];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = (dotted[1] as string).split('.').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -(dotted[1] as string).length).replace(/:$/, '') || ':';
    if (text.endsWith(':') && !text.endsWith('::')) text += ':';
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - tail.length - left.length - right.length;
  const words = [
    ...left.map((group) => Number.parseInt(group, 16)),
    ...Array<number>(rest === undefined ? 0 : missing).fill(0),
    ...right.map((group) => Number.parseInt(group, 16)),
    ...tail,
  ];
  const bytes = new Uint8Array(16);
  words.forEach((word, index) => {
    bytes[index * 2] = word >> 8;
    bytes[index * 2 + 1] = word & 0xff;
  });
  return bytes;
}

/**
 * The subject string the limits count under: the address with its host bits cleared, plus
 * `/prefix` when the prefix is shorter than the address (`203.0.113.7`, `2001:db8:1:2::/64`).
 */
export function groupAddress(address: ParsedAddress, prefix: number): string {
  const bytes = address.bytes.map((byte, index) => {
    const bit = index * 8;
    if (bit >= prefix) return 0;
    return prefix - bit >= 8 ? byte : byte & ((0xff << (8 - (prefix - bit))) & 0xff);
  });
  const full = address.version === 4 ? 32 : 128;
  const text = address.version === 4 ? bytes.join('.') : formatIpv6(bytes);
  return prefix === full ? text : `${text}/${prefix}`;
}

// RFC 5952: lowercase, no leading zeros, the longest run of two or more zero groups as '::'.
function formatIpv6(bytes: Uint8Array): string {
  const words = Array.from({ length: 8 }, (_, index) =>
    (((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0)).toString(16),
  );
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && words[start + length] === '0') length++;
    if (length > best.length) best = { start, length };
  }
  if (best.length < 2) return words.join(':');
  const head = words.slice(0, best.start).join(':');
  const tail = words.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}
