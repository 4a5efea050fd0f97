import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { chooseMwaProtocol, readMwaMessage, sendMwaMessage } from './mwa-socket-encoding.js';

/** The reflector's WebSocket path, for dapps and wallets alike. */
export const MWA_REFLECTOR_PATH = '/reflect';

const REFLECTOR_ID_BYTES = 16;

/**
 * A reflector: pairs a dapp and a wallet that cannot reach each other directly (a desktop page
 * and a phone) and relays their messages.
 */
export interface MwaReflector {
  /** Takes an HTTP upgrade for `/reflect`; false when the path is not its own. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every reflected session. */
  close(): void;
}

interface Pairing {
  readonly dapp: WebSocket;
  /** Set as soon as a wallet asks for the id, so a second one is refused even mid-handshake. */
  claimed: boolean;
  readonly expiry: NodeJS.Timeout;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

// Each side gets the other's messages as they came (re-encoded if one side speaks base64 text
// and the other binary); either side closing closes the other.
function relay(from: WebSocket, to: WebSocket): void {
  from.on('message', (data, isBinary) => sendMwaMessage(to, readMwaMessage(from, data, isBinary)));
  from.on('close', () => to.close(1000, 'the other side closed'));
  from.on('error', () => from.terminate());
}

/**
 * Makes the sandbox's reflector, as MWA's remote association uses one: a dapp dials
 * `/reflect` and at once gets REFLECTOR_ID (varint length ‖ 16 random bytes); the wallet dials
 * `/reflect?id=<base64url id>`; both then get an empty message (APP_PING) and every later
 * message is relayed. An id is joined once (a second wallet gets HTTP 409, an unknown id 404)
 * and expires if no wallet joins within `idTimeoutMs`.
 */
export function createMwaReflector({ idTimeoutMs }: { idTimeoutMs: number }): MwaReflector {
  const server = new WebSocketServer({ noServer: true, handleProtocols: chooseMwaProtocol });
  const pairings = new Map<string, Pairing>();

  const acceptDapp = (dapp: WebSocket) => {
    const idBytes = randomBytes(REFLECTOR_ID_BYTES);
    const id = idBytes.toString('base64url');
    const expiry = setTimeout(() => {
      pairings.delete(id);
      dapp.close(1000, 'no wallet joined');
    }, idTimeoutMs);
    pairings.set(id, { dapp, claimed: false, expiry });
    dapp.on('error', () => dapp.terminate());
    dapp.on('close', () => {
      clearTimeout(expiry);
      pairings.delete(id);
    });
    sendMwaMessage(dapp, new Uint8Array([REFLECTOR_ID_BYTES, ...idBytes]));
  };

  const acceptWallet = (pairing: Pairing, wallet: WebSocket) => {
    clearTimeout(pairing.expiry);
    relay(pairing.dapp, wallet);
    relay(wallet, pairing.dapp);
    sendMwaMessage(pairing.dapp, new Uint8Array());
    sendMwaMessage(wallet, new Uint8Array());
  };

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://reflector');
      if (url.pathname !== MWA_REFLECTOR_PATH) return false;
      const id = url.searchParams.get('id');
      if (id === null) {
        server.handleUpgrade(request, socket, head, acceptDapp);
        return true;
      }
      const pairing = pairings.get(id);
      if (!pairing) refuse(socket, '404 Not Found');
      else if (pairing.claimed) refuse(socket, '409 Conflict');
      else {
        pairing.claimed = true;
        server.handleUpgrade(request, socket, head, (wallet) => acceptWallet(pairing, wallet));
      }
      return true;
    },
    close() {
      for (const pairing of pairings.values()) clearTimeout(pairing.expiry);
      pairings.clear();
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
