import type { AddressInfo } from 'node:net';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { dispatchJsonRpc } from './json-rpc-dispatcher.js';
import {
  expectParams,
  readBoolean,
  readCommitment,
  readConfig,
  readSignature,
  readUnsignedInteger,
} from './rpc-params.js';
import { serializeJson } from './serialize-json.js';
import type { Commitment, SvmLedger } from './svm-ledger.js';
import { hasReached } from './wait-for-signature.js';

/** Parameters of {@link startRpcWebSocketServer}. */
export interface StartRpcWebSocketServerParameters {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly ledger: SvmLedger;
  /** Called with each method name received, for the request log. */
  readonly onCall: (method: string) => void;
}

/** A running subscription endpoint. */
export interface RunningRpcWebSocketServer {
  /** Such as ws://127.0.0.1:8900. */
  readonly url: string;
  readonly port: number;
  /** Closes every connection and the listening socket. */
  close(): Promise<void>;
  /** Drops every open connection now; the server keeps listening. */
  dropConnections(): void;
}

interface SignatureSubscription {
  readonly kind: 'signature';
  readonly signature: string;
  readonly commitment: Commitment;
  readonly receivedNotification: boolean;
  readonly socket: WebSocket;
}

interface SlotSubscription {
  readonly kind: 'slot';
  readonly socket: WebSocket;
}

type Subscription = SignatureSubscription | SlotSubscription;

const MAX_MESSAGE_BYTES = 1024 * 1024;

function send(socket: WebSocket, payload: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(serializeJson(payload));
}

function notify(socket: WebSocket, method: string, subscription: number, result: unknown): void {
  send(socket, { jsonrpc: '2.0', method, params: { result, subscription } });
}

/**
 * Starts the pubsub endpoint a validator serves on its RPC port + 1: `signatureSubscribe` (one
 * notification when the signature reaches the commitment, default finalized, then the
 * subscription ends; `receivedSignature` first when asked), `slotSubscribe`, and their
 * unsubscribes. As Agave does, a signature that already landed is still reported, at the next
 * commitment update (the next slot).
 */
export async function startRpcWebSocketServer(
  parameters: StartRpcWebSocketServerParameters,
): Promise<RunningRpcWebSocketServer> {
  const { ledger } = parameters;
  const subscriptions = new Map<number, Subscription>();
  let nextId = 0;

  const notifySignature = (id: number, subscription: SignatureSubscription) => {
    const status = ledger.signatureStatus(subscription.signature);
    if (status === null || !hasReached(status.confirmationStatus, subscription.commitment)) return;
    subscriptions.delete(id);
    notify(subscription.socket, 'signatureNotification', id, {
      context: { slot: ledger.commitmentSlot(subscription.commitment) },
      value: { err: status.err },
    });
  };

  const stopListening = [
    ledger.on('slot', (block) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot')
          notify(subscription.socket, 'slotNotification', id, {
            parent: Math.max(0, block.slot - 1),
            root: ledger.commitmentSlot('finalized'),
            slot: block.slot,
          });
        else notifySignature(id, subscription);
      }
    }),
    ledger.on('received', (signature) => {
      for (const [id, subscription] of subscriptions)
        if (
          subscription.kind === 'signature' &&
          subscription.signature === signature &&
          subscription.receivedNotification
        )
          notify(subscription.socket, 'signatureNotification', id, {
            context: { slot: ledger.slot },
            value: 'receivedSignature',
          });
    }),
    ledger.on('landed', (signature) => {
      for (const [id, subscription] of subscriptions)
        if (subscription.kind === 'signature' && subscription.signature === signature)
          notifySignature(id, subscription);
    }),
  ];

  const unsubscribe = (params: unknown, socket: WebSocket, kind: Subscription['kind']) => {
    const [idParam] = expectParams(params, 1, 1);
    const id = readUnsignedInteger(idParam);
    const subscription = subscriptions.get(id);
    if (subscription?.kind !== kind || subscription.socket !== socket) return false;
    subscriptions.delete(id);
    return true;
  };

  const methodsFor = (socket: WebSocket): Record<string, (params: unknown) => unknown> => ({
    signatureSubscribe: (params) => {
      const [signature, rawConfig] = expectParams(params, 1, 2);
      const config = readConfig(rawConfig);
      const subscription: SignatureSubscription = {
        kind: 'signature',
        signature: readSignature(signature),
        commitment: readCommitment(config),
        receivedNotification: readBoolean(config, 'enableReceivedNotification', false),
        socket,
      };
      const id = nextId++;
      subscriptions.set(id, subscription);
      return id;
    },
    signatureUnsubscribe: (params) => unsubscribe(params, socket, 'signature'),
    slotSubscribe: (params) => {
      expectParams(params, 0, 0);
      const id = nextId++;
      subscriptions.set(id, { kind: 'slot', socket });
      return id;
    },
    slotUnsubscribe: (params) => unsubscribe(params, socket, 'slot'),
  });

  const server = new WebSocketServer({
    host: parameters.host,
    port: parameters.port,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  server.on('connection', (socket) => {
    const methods = methodsFor(socket);
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData) => {
      const decoder = new TextDecoder();
      const text = Array.isArray(data)
        ? data.map((chunk) => decoder.decode(chunk)).join('')
        : decoder.decode(data);
      void dispatchJsonRpc(text, (method) => methods[method], parameters.onCall).then(
        (response) => {
          if (response !== undefined) send(socket, response);
        },
      );
    });
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id);
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.once('listening', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    for (const stop of stopListening) stop();
    throw error;
  }
  server.on('error', () => {}); // after listening, errors belong to single connections
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://${parameters.host}:${port}`,
    port,
    dropConnections: () => {
      for (const client of server.clients) client.terminate();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const stop of stopListening) stop();
        subscriptions.clear();
        for (const client of server.clients) client.terminate();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
