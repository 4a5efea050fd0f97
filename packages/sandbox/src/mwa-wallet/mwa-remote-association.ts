import { WebSocket } from 'ws';
import type { MwaLocalListener } from './mwa-local-association.js';
import { MWA_PROTOCOL_BASE64, MWA_PROTOCOL_BINARY } from './mwa-socket-encoding.js';
import { type MwaSocketSessionOptions, runMwaSocketSession } from './mwa-socket-session.js';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where a wallet joins a reflector session. Real reflectors are TLS (`wss://`); the sandbox's is
 * a loopback-only stand-in serving plain `ws://`, so a loopback authority is dialled with
 * `ws://` and any other with `wss://`.
 */
export function mwaReflectorJoinUrl(authority: string, id: string): string {
  const scheme = LOOPBACK_NAMES.has(new URL(`ws://${authority}`).hostname) ? 'ws' : 'wss';
  return `${scheme}://${authority}/reflect?id=${encodeURIComponent(id)}`;
}

/**
 * For a remote association: dials the reflector with the association's id and, once joined,
 * plays the wallet's side of the session through it.
 *
 * @throws {Error} when the reflector refuses the id (unknown, expired, or already joined) or
 * cannot be reached within `idleTimeoutMs`.
 */
export async function joinMwaReflector(
  authority: string,
  id: string,
  options: MwaSocketSessionOptions,
): Promise<MwaLocalListener> {
  const socket = new WebSocket(mwaReflectorJoinUrl(authority, id), [
    MWA_PROTOCOL_BINARY,
    MWA_PROTOCOL_BASE64,
  ]);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the reflector at ${authority} did not answer`));
    }, options.idleTimeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      socket.terminate();
      reject(new Error(`the reflector refused id ${id}: HTTP ${response.statusCode}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return {
    closed: runMwaSocketSession(socket, options),
    close: () => socket.close(1000, 'wallet closed'),
  };
}
