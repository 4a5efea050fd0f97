import { WebSocket } from 'ws';
import { MWA_PROTOCOL_BASE64, MWA_PROTOCOL_BINARY } from './mwa-socket-encoding.js';
import {
  createDappHello,
  deriveDappSessionKey,
  openWalletFrame,
  sealDappFrame,
} from './mwa-test-dapp-crypto.fixture.js';
import type { MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import type { RunningMwaWallet } from './start-mwa-wallet.js';

// A dapp's side of MWA written out in the test (as Solana Mobile's package 2.3.0 does it, with
// WebCrypto), so the wallet's misbehaviours can be seen frame by frame: sequence numbers,
// frames the session key cannot open, closes.

const keyToUri = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '.' })[c] as string);

/** A frame the dapp received, opened (or not) with the session key. */
export interface OpenedFrame {
  readonly sequence: number;
  /** The JSON-RPC message; undefined when the session key cannot open the frame. */
  readonly message: Record<string, unknown> | undefined;
}

/** One socket of the test dapp's. */
export interface TestMwaConnection {
  readonly socket: WebSocket;
  /** The next message's bytes (base64 text decoded); rejects after 5 s or on close. */
  next(): Promise<Uint8Array<ArrayBuffer>>;
  /** Sends HELLO_REQ, reads HELLO_RSP: its session properties, none from a legacy wallet. */
  hello(): Promise<OpenedFrame | undefined>;
  /** Sends a request (id = its sequence number) and opens the next frame. */
  request(method: string, params?: Record<string, unknown>): Promise<OpenedFrame>;
  send(bytes: Uint8Array): void;
  readonly closed: Promise<number>;
}

/** A test dapp with a fresh association key. */
export async function createTestMwaDapp() {
  const association = await crypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign'],
  );
  const associationPublicKey = new Uint8Array(
    await crypto.subtle.exportKey('raw', association.publicKey),
  );
  const localUri = (port: number) =>
    `solana-wallet:/v1/associate/local?association=${keyToUri(associationPublicKey)}&port=${port}&v=v1`;
  const remoteUri = (authority: string, id: string) =>
    `solana-wallet:/v1/associate/remote?association=${keyToUri(associationPublicKey)}&reflector=${authority}&id=${id}&v=v1`;

  const connect = async (
    url: string,
    protocols = [MWA_PROTOCOL_BINARY],
  ): Promise<TestMwaConnection> => {
    const socket = new WebSocket(url, protocols);
    const inbox: Uint8Array<ArrayBuffer>[] = [];
    const waiting: ((frame: Uint8Array<ArrayBuffer> | undefined) => void)[] = [];
    socket.on('message', (data, isBinary) => {
      const raw = Buffer.from(data as Buffer);
      const bytes = new Uint8Array(
        isBinary || socket.protocol !== MWA_PROTOCOL_BASE64
          ? raw
          : Buffer.from(raw.toString('utf8'), 'base64'),
      );
      const waiter = waiting.shift();
      if (waiter) waiter(bytes);
      else inbox.push(bytes);
    });
    const closed = new Promise<number>((resolve) =>
      socket.on('close', (code) => {
        for (const waiter of waiting.splice(0)) waiter(undefined);
        resolve(code);
      }),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const next = () => {
      const queued = inbox.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
        waiting.push((frame) => {
          clearTimeout(timer);
          if (frame) resolve(frame);
          else reject(new Error('the socket closed'));
        });
      });
    };
    const send = (bytes: Uint8Array) =>
      socket.send(
        socket.protocol === MWA_PROTOCOL_BASE64 ? Buffer.from(bytes).toString('base64') : bytes,
      );
    let key: CryptoKey | undefined;
    let sent = 0;
    const open = async (frame: Uint8Array<ArrayBuffer>): Promise<OpenedFrame> => {
      try {
        return await openWalletFrame(key as CryptoKey, frame);
      } catch {
        return { sequence: new DataView(frame.buffer).getUint32(0, false), message: undefined };
      }
    };
    const hello = async () => {
      const { helloRequest, ecdhPrivateKey } = await createDappHello(association.privateKey);
      send(helloRequest);
      const response = await next();
      key = await deriveDappSessionKey(response, ecdhPrivateKey, associationPublicKey);
      const properties = response.slice(65);
      return properties.length === 0 ? undefined : open(properties);
    };
    const request = async (method: string, params: Record<string, unknown> = {}) => {
      sent += 1;
      send(
        await sealDappFrame(key as CryptoKey, sent, { jsonrpc: '2.0', id: sent, method, params }),
      );
      return open(await next());
    };
    return { socket, next, hello, request, send, closed };
  };
  return { associationPublicKey, localUri, remoteUri, connect };
}

/** A port in MWA's association range (49152–65535) that is free now. */
export async function freeAssociationPort(): Promise<number> {
  const { createServer } = await import('node:net');
  for (;;) {
    const port = 49152 + Math.floor(Math.random() * 16384);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** A frame's JSON-RPC result; throws with what came instead (an error, or an unreadable frame). */
export function resultOf<T>(frame: OpenedFrame): T {
  if (!frame.message || !('result' in frame.message))
    throw new Error(`no result: ${JSON.stringify(frame)}`);
  return frame.message.result as T;
}

/** A local association with the wallet, HELLO done: what a dapp has once `transact` connects. */
export async function openMwaSession(on: RunningMwaWallet, behaviour?: MwaWalletBehaviour) {
  const dapp = await createTestMwaDapp();
  const port = await freeAssociationPort();
  await on.associate(dapp.localUri(port), behaviour ? { behaviour } : {});
  const connection = await dapp.connect(`ws://localhost:${port}/solana-wallet`);
  const properties = await connection.hello();
  return { dapp, connection, properties, port };
}
