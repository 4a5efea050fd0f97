import { type WebSocket, WebSocketServer } from 'ws';
import {
  chooseMwaBase64Protocol,
  chooseMwaProtocol,
  MWA_PROTOCOL_BASE64,
} from './mwa-socket-encoding.js';
import { type MwaSocketSessionOptions, runMwaSocketSession } from './mwa-socket-session.js';

/** A wallet listening for a dapp on the association's local port. */
export interface MwaLocalListener {
  /** Resolves once the listener is closed (session over, nobody came, or `close()`). */
  readonly closed: Promise<void>;
  close(): void;
}

// Chromium reaches `ws://localhost:P` on 127.0.0.1 or ::1, so the wallet listens on both (::1
// only when this machine has IPv6 loopback).
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

function listen(host: string, port: number, base64: boolean): Promise<WebSocketServer> {
  const server = new WebSocketServer({
    host,
    port,
    path: '/solana-wallet',
    handleProtocols: base64 ? chooseMwaBase64Protocol : chooseMwaProtocol,
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      server.on('error', () => {}); // after listening, errors belong to single connections
      resolve(server);
    });
  });
}

/**
 * For a local association: serves `ws://localhost:{port}/solana-wallet` (only that path) and
 * plays the wallet's side for the first dapp that connects; later connections are refused. The
 * listener closes when that session ends, or after `idleTimeoutMs` if nobody connects.
 *
 * @throws {Error} when the port cannot be listened on at 127.0.0.1.
 */
export async function listenForLocalMwaDapp(
  port: number,
  options: MwaSocketSessionOptions,
): Promise<MwaLocalListener> {
  const servers: WebSocketServer[] = [];
  for (const host of LOOPBACK_HOSTS) {
    try {
      servers.push(await listen(host, port, options.behaviour === 'base64-frames'));
    } catch (error) {
      if (host === '127.0.0.1') throw error;
    }
  }
  let joined: WebSocket | undefined;
  let resolve = () => {};
  const closed = new Promise<void>((settle) => {
    resolve = settle;
  });
  const close = () => {
    clearTimeout(notJoined);
    joined?.close(1000, 'wallet closed');
    let left = servers.length;
    for (const server of servers) {
      for (const client of server.clients) client.terminate();
      server.close(() => {
        left -= 1;
        if (left === 0) resolve();
      });
    }
  };
  const notJoined = setTimeout(close, options.idleTimeoutMs);
  for (const server of servers)
    server.on('connection', (socket) => {
      if (joined) {
        socket.close(1013, 'this association already has a session');
        return;
      }
      // A wallet that speaks base64 frames only turns away a dapp that did not offer them.
      if (options.behaviour === 'base64-frames' && socket.protocol !== MWA_PROTOCOL_BASE64) {
        socket.close(1002, 'this wallet speaks base64 frames only');
        return;
      }
      joined = socket;
      clearTimeout(notJoined);
      void runMwaSocketSession(socket, options).then(close);
    });
  return { closed, close };
}
