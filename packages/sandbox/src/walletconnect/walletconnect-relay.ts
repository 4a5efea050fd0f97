import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { readRelayClientId } from './relay-client-id.js';
import {
  answer,
  type Frame,
  numberOr,
  parseFrames,
  RelayInputError,
  refusal,
  subscriptionFrame,
} from './relay-frames.js';
import { createRelayMailbox, type RelayMessage, relaySubscriptionId } from './relay-mailbox.js';
import { runRelayMethod } from './relay-methods.js';

/**
 * The sandbox's WalletConnect relay: what `relay.walletconnect.org` is to a dapp and a wallet,
 * on this machine. Takes WebSocket upgrades on any path with an `auth` JWT.
 */
export interface WalletConnectRelay {
  /** Takes an HTTP upgrade; false when it is not a relay client (no readable `auth`). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Every method clients called, oldest first (tests read it). */
  methods(): readonly string[];
  /**
   * A relay gone away: closes every client's socket and, while `down`, refuses new ones; `false`
   * lets clients back in.
   */
  setDown(down: boolean): void;
  /** Closes every socket and stops the expiry sweep. */
  close(): void;
}

const MAX_FRAME_BYTES = 1024 * 1024;
const MAX_TOPICS_PER_CLIENT = 1000;

/**
 * Makes a WalletConnect relay speaking the relay's JSON-RPC (`irn_subscribe`, `irn_publish`,
 * `irn_subscription`, `irn_unsubscribe`, their batch forms and `irn_batchFetchMessages`, and the
 * Sign API's `wc_proposeSession` / `wc_approveSession`, which publish on the client's behalf and
 * subscribe it to the topic it will read), and JSON-RPC batches. Messages wait for subscribers
 * up to their time to live, and are never sent back to their publisher. The client's auth JWT is
 * accepted from any key: its issuer is the client id.
 */
export function createWalletConnectRelay({
  pingIntervalMs = 10_000,
}: {
  /** How often it pings each socket (Node clients take a silent relay as stalled). */
  pingIntervalMs?: number;
} = {}): WalletConnectRelay {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const mailbox = createRelayMailbox();
  const sockets = new Map<string, Set<WebSocket>>();
  const called: string[] = [];
  let down = false;
  let nextId = 1;
  // What each outgoing `irn_subscription` carried, until the client acknowledges it.
  const awaitingAck = new Map<string, { clientId: string; message: RelayMessage }>();
  const sentTo = new WeakMap<RelayMessage, Set<WebSocket>>();

  const deliver = (clientId: string, message: RelayMessage) => {
    for (const socket of sockets.get(clientId) ?? []) {
      const sent = sentTo.get(message) ?? new Set<WebSocket>();
      if (sent.has(socket)) continue;
      sent.add(socket);
      sentTo.set(message, sent);
      const id = String(nextId++);
      awaitingAck.set(id, { clientId, message });
      socket.send(subscriptionFrame(id, relaySubscriptionId(clientId, message.topic), message));
    }
  };
  const deliverPending = (clientId: string, topic: string) => {
    for (const message of mailbox.pending(clientId, topic)) deliver(clientId, message);
  };
  const subscribe = (clientId: string, topic: string) => {
    if (mailbox.topicsOf(clientId).length >= MAX_TOPICS_PER_CLIENT)
      throw new RelayInputError('too many topics');
    return mailbox.subscribe(clientId, topic);
  };
  const publish = (
    clientId: string,
    params: Record<string, unknown>,
    overrides: { topic: string; message: string; tag: number },
  ) => {
    const stored = mailbox.publish(
      {
        topic: overrides.topic,
        message: overrides.message,
        publishedAt: Date.now(),
        tag: overrides.tag,
        ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
        publisher: clientId,
      },
      numberOr(params.ttl, 300),
    );
    for (const subscriber of mailbox.subscribersOf(stored.topic)) {
      if (subscriber !== clientId) deliver(subscriber, stored);
    }
  };

  const methods = { mailbox, subscribe, publish, deliverPending };
  const onFrame = (clientId: string, frame: Frame): string | undefined => {
    if (frame.method === undefined) {
      // A client's acknowledgement of an `irn_subscription`.
      const acked = awaitingAck.get(frame.rawId);
      if (acked && frame.result === true) mailbox.acknowledge(acked.clientId, acked.message);
      awaitingAck.delete(frame.rawId);
      return undefined;
    }
    called.push(frame.method);
    try {
      return answer(
        frame.rawId,
        runRelayMethod(methods, clientId, frame.method, frame.params ?? {}),
      );
    } catch (error) {
      if (!(error instanceof RelayInputError)) throw error;
      return refusal(
        frame.rawId,
        error.message.startsWith('unknown method') ? -32601 : -32602,
        error.message,
      );
    }
  };

  const accept = (clientId: string, socket: WebSocket) => {
    const own = sockets.get(clientId) ?? new Set<WebSocket>();
    own.add(socket);
    sockets.set(clientId, own);
    const ping = setInterval(() => socket.ping(), pingIntervalMs);
    socket.on('message', (data) => {
      const frames = parseFrames(data);
      if (!frames) {
        socket.send(refusal('0', -32700, 'parse error'));
        return;
      }
      const answers = frames
        .map((frame) => onFrame(clientId, frame))
        .filter((text) => text !== undefined);
      if (answers.length === 0) return;
      socket.send(frames.length > 1 ? `[${answers.join(',')}]` : (answers[0] as string));
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearInterval(ping);
      own.delete(socket);
    });
    // A client back after a drop gets what it missed once it subscribes again (or fetches): a
    // message sent sooner would reach a client that does not yet read the topic, and be lost.
  };

  const sweep = setInterval(() => mailbox.sweep(Date.now()), 60_000);
  sweep.unref();
  return {
    handleUpgrade(request, socket, head) {
      const clientId = readRelayClientId(request.url ?? '/');
      if (!clientId) return false;
      if (down) {
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return true;
      }
      server.handleUpgrade(request, socket, head, (ws) => accept(clientId, ws));
      return true;
    },
    methods: () => [...called],
    setDown(value) {
      down = value;
      if (value) for (const own of sockets.values()) for (const socket of own) socket.terminate();
    },
    close() {
      clearInterval(sweep);
      for (const own of sockets.values()) for (const socket of own) socket.terminate();
      server.close();
    },
  };
}
