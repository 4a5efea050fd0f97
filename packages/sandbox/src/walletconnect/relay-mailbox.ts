import { createHash } from 'node:crypto';

/** One message as the relay keeps it until its time to live runs out. */
export interface RelayMessage {
  readonly topic: string;
  readonly message: string;
  readonly publishedAt: number;
  readonly tag: number;
  readonly attestation?: string;
  readonly expiresAt: number;
  /** The client that published it: never delivered back to it. */
  readonly publisher: string;
  /** Clients that acknowledged it: never delivered to them again. */
  readonly ackedBy: Set<string>;
}

/** The subscription id of a client's topic, as WalletConnect's client computes it too. */
export function relaySubscriptionId(clientId: string, topic: string): string {
  return createHash('sha256').update(`${topic}${clientId}`, 'utf8').digest('hex');
}

/** What {@link createRelayMailbox} returns. */
export interface RelayMailbox {
  /** The subscription id the relay answers for a client's topic (as WalletConnect's client computes it). */
  subscribe(clientId: string, topic: string): string;
  unsubscribe(clientId: string, topic: string): void;
  /** Stores a message and returns the subscribers it is for (every one but its publisher). */
  publish(message: Omit<RelayMessage, 'ackedBy' | 'expiresAt'>, ttlSeconds: number): RelayMessage;
  /** Messages on `topic` the client has not acknowledged, oldest first. */
  pending(clientId: string, topic: string): RelayMessage[];
  /** Topics the client subscribes to. */
  topicsOf(clientId: string): readonly string[];
  /** Clients subscribed to `topic`. */
  subscribersOf(topic: string): readonly string[];
  acknowledge(clientId: string, message: RelayMessage): void;
  /** Forgets expired messages. */
  sweep(now: number): void;
}

/** The most a message is kept, whatever its publisher asks: 30 days, as the real relay caps it. */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The relay's store: which clients subscribe to which topics, and the messages published on each
 * topic, kept (up to their time to live) until every subscriber but the publisher acknowledged
 * them — so a wallet that pairs after a proposal was published still gets it.
 */
export function createRelayMailbox(): RelayMailbox {
  const subscribers = new Map<string, Set<string>>();
  const topics = new Map<string, Set<string>>();
  const messages = new Map<string, RelayMessage[]>();
  const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
    const set = map.get(key) ?? new Set<V>();
    set.add(value);
    map.set(key, set);
  };
  return {
    subscribe(clientId, topic) {
      add(subscribers, topic, clientId);
      add(topics, clientId, topic);
      return relaySubscriptionId(clientId, topic);
    },
    unsubscribe(clientId, topic) {
      subscribers.get(topic)?.delete(clientId);
      topics.get(clientId)?.delete(topic);
    },
    publish(input, ttlSeconds) {
      const ttl = Math.min(Math.max(1, ttlSeconds), MAX_TTL_SECONDS);
      const stored: RelayMessage = {
        ...input,
        expiresAt: input.publishedAt + ttl * 1000,
        ackedBy: new Set(),
      };
      const list = messages.get(input.topic) ?? [];
      list.push(stored);
      messages.set(input.topic, list);
      return stored;
    },
    pending(clientId, topic) {
      const now = Date.now();
      return (messages.get(topic) ?? []).filter(
        (m) => m.publisher !== clientId && !m.ackedBy.has(clientId) && m.expiresAt > now,
      );
    },
    topicsOf: (clientId) => [...(topics.get(clientId) ?? [])],
    subscribersOf: (topic) => [...(subscribers.get(topic) ?? [])],
    acknowledge(clientId, message) {
      message.ackedBy.add(clientId);
    },
    sweep(now) {
      for (const [topic, list] of messages) {
        const live = list.filter((m) => m.expiresAt > now);
        if (live.length === 0) messages.delete(topic);
        else messages.set(topic, live);
      }
    },
  };
}
