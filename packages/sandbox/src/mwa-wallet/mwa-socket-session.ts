import type { WebSocket } from 'ws';
import type { MwaAuthorizations } from './mwa-authorizations.js';
import { MwaProtocolError } from './mwa-protocol-error.js';
import { readMwaMessage, sendMwaMessage } from './mwa-socket-encoding.js';
import { MWA_SIGNING_METHODS, type MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import type { MwaWalletKeys } from './mwa-wallet-keys.js';
import { answerMwaRequest, type MwaRequestContext } from './mwa-wallet-methods.js';
import { acceptMwaHello, type MwaWalletSession } from './mwa-wallet-session.js';

/** What a wallet session on one socket needs. */
export interface MwaSocketSessionOptions {
  readonly associationPublicKey: Uint8Array<ArrayBuffer>;
  readonly keys: MwaWalletKeys;
  readonly authorizations: MwaAuthorizations;
  readonly rpcUrl: string;
  readonly behaviour: MwaWalletBehaviour;
  /** `v1` when the association URI names it (session properties sent), else `legacy`. */
  readonly protocolVersion: 'v1' | 'legacy';
  /** Closes the socket after this long without a message from the dapp. */
  readonly idleTimeoutMs: number;
}

interface JsonRpcRequest {
  readonly id: number;
  readonly method: string;
  readonly params: Record<string, unknown>;
}

function readRequest(message: unknown): JsonRpcRequest {
  const { id, method, params } = (message ?? {}) as Record<string, unknown>;
  if (typeof id !== 'number' || typeof method !== 'string')
    throw new Error('not a JSON-RPC request');
  const fields = typeof params === 'object' && params !== null ? params : {};
  return { id, method, params: fields as Record<string, unknown> };
}

async function answer(request: JsonRpcRequest, context: MwaRequestContext) {
  try {
    const result = await answerMwaRequest(request.method, request.params, context);
    return { jsonrpc: '2.0', id: request.id, result };
  } catch (error) {
    const known = error instanceof MwaProtocolError;
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: {
        code: known ? error.code : -32603,
        message: error instanceof Error ? error.message : 'internal error',
        ...(known && error.data !== undefined ? { data: error.data } : {}),
      },
    };
  }
}

/**
 * Plays the wallet's side of one MWA session on an open socket (local, or joined through a
 * reflector): answers the HELLO_REQ, then each request in order; a frame it cannot read ends
 * the session. Resolves when the socket closes (by either side, or after `idleTimeoutMs` idle).
 *
 * Misbehaviours at the frame level hit the first signing request: `close-mid-request` closes
 * without answering, `replay-frame` sends the wallet's previous frame again (an old sequence
 * number), `foreign-frame` seals the answer under another session's key (right sequence number).
 */
export function runMwaSocketSession(
  socket: WebSocket,
  options: MwaSocketSessionOptions,
): Promise<void> {
  const context: MwaRequestContext = { ...options, authorization: undefined };
  let session: MwaWalletSession | undefined;
  let helloRequest: Uint8Array<ArrayBuffer> | undefined;
  let lastFrame = new Uint8Array();
  let framesSent = 0;
  let misbehaved = false;
  let queue = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.close(1000, 'idle'), options.idleTimeoutMs);
  };

  const seal = async (message: unknown) => {
    const frame = await (session as MwaWalletSession).encrypt(message);
    framesSent += 1;
    lastFrame = frame;
    return frame;
  };

  // Under another session's key (same HELLO_REQ, a fresh wallet key), numbered as ours would be.
  const sealForeign = async (message: unknown) => {
    const foreign = await acceptMwaHello(
      helloRequest as Uint8Array<ArrayBuffer>,
      options.associationPublicKey,
      { protocolVersion: options.protocolVersion },
    );
    const foreignSent = options.protocolVersion === 'v1' ? 1 : 0;
    for (let sent = foreignSent; sent < framesSent; sent += 1) await foreign.encrypt(null);
    framesSent += 1;
    return foreign.encrypt(message);
  };

  const handle = async (frame: Uint8Array<ArrayBuffer>) => {
    if (frame.length === 0) return; // the reflector's APP_PING
    if (!session) {
      session = await acceptMwaHello(frame, options.associationPublicKey, {
        protocolVersion: options.protocolVersion,
      });
      helloRequest = frame;
      framesSent = options.protocolVersion === 'v1' ? 1 : 0; // the session properties
      lastFrame = session.helloResponse.slice(65);
      sendMwaMessage(socket, session.helloResponse);
      return;
    }
    const request = readRequest(await session.decrypt(frame));
    const signing = MWA_SIGNING_METHODS.has(request.method);
    if (signing && !misbehaved && options.behaviour === 'close-mid-request') {
      misbehaved = true;
      socket.close(1000, 'closed mid-request');
      return;
    }
    if (signing && !misbehaved && options.behaviour === 'replay-frame') {
      misbehaved = true;
      sendMwaMessage(socket, lastFrame);
      return;
    }
    const reply = await answer(request, context);
    if (signing && !misbehaved && options.behaviour === 'foreign-frame') {
      misbehaved = true;
      sendMwaMessage(socket, await sealForeign(reply));
      return;
    }
    sendMwaMessage(socket, await seal(reply));
  };

  return new Promise((resolve) => {
    resetIdle();
    socket.on('message', (data, isBinary) => {
      resetIdle();
      const frame = readMwaMessage(socket, data, isBinary);
      queue = queue.then(() => handle(frame)).catch(() => socket.close(1002, 'bad frame'));
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(idle);
      resolve();
    });
  });
}
