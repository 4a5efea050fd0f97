import { groupAddress, parseAddress } from './client-address.js';

/** How wide an IPv6 network the per-email limits group callers by: one site's /48. */
export const CLIENT_NETWORK_IPV6_PREFIX = 48;

/**
 * The network a client subject (as `createClientAddressResolver` names it) belongs to, for
 * limits shared by everyone who asks about one thing (an email): IPv6 grouped wider, at /48 —
 * one subscriber often holds a /56 or a /48, 256 or 65,536 /64s, each a fresh subject alone —
 * and IPv4 as it is.
 */
export function clientNetwork(subject: string): string {
  const [text = '', bits] = subject.split('/');
  const parsed = parseAddress(text);
  if (!parsed || parsed.version === 4) return subject;
  return groupAddress(parsed, Math.min(CLIENT_NETWORK_IPV6_PREFIX, bits ? Number(bits) : 128));
}
