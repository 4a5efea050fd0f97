import { numberOr, RelayInputError, stringOf, topicOf } from './relay-frames.js';
import type { RelayMailbox } from './relay-mailbox.js';

/** What the relay's methods act through. */
export interface RelayMethodContext {
  readonly mailbox: RelayMailbox;
  /** Subscribes the client (bounded per client) and returns the subscription id. */
  subscribe(clientId: string, topic: string): string;
  /** Stores a message from the client and delivers it to the topic's other subscribers. */
  publish(
    clientId: string,
    params: Record<string, unknown>,
    message: { topic: string; message: string; tag: number },
  ): void;
  /** Sends the client what waits for it on the topic. */
  deliverPending(clientId: string, topic: string): void;
}

/**
 * Runs one relay method for `clientId` and returns its answer.
 *
 * @throws {RelayInputError} for params it cannot read or a method it does not know.
 */
export function runRelayMethod(
  relay: RelayMethodContext,
  clientId: string,
  method: string,
  params: Record<string, unknown>,
): unknown {
  switch (method) {
    case 'irn_subscribe': {
      const topic = topicOf(params.topic);
      const id = relay.subscribe(clientId, topic);
      setImmediate(() => relay.deliverPending(clientId, topic));
      return id;
    }
    case 'irn_batchSubscribe': {
      if (!Array.isArray(params.topics)) throw new RelayInputError('invalid topics');
      const topics = params.topics.map(topicOf);
      const ids = topics.map((topic) => relay.subscribe(clientId, topic));
      setImmediate(() => {
        for (const topic of topics) relay.deliverPending(clientId, topic);
      });
      return ids;
    }
    case 'irn_unsubscribe':
      relay.mailbox.unsubscribe(clientId, topicOf(params.topic));
      return true;
    case 'irn_batchUnsubscribe':
      if (!Array.isArray(params.subscriptions)) throw new RelayInputError('invalid subscriptions');
      for (const item of params.subscriptions)
        relay.mailbox.unsubscribe(clientId, topicOf((item as { topic?: unknown }).topic));
      return true;
    case 'irn_publish':
      relay.publish(clientId, params, {
        topic: topicOf(params.topic),
        message: stringOf(params.message, 'message'),
        tag: numberOr(params.tag, 0),
      });
      return true;
    case 'irn_batchPublish':
      if (!Array.isArray(params.messages)) throw new RelayInputError('invalid messages');
      for (const item of params.messages as Record<string, unknown>[])
        runRelayMethod(relay, clientId, 'irn_publish', item);
      return true;
    case 'irn_batchFetchMessages': {
      if (!Array.isArray(params.topics)) throw new RelayInputError('invalid topics');
      const messages = params.topics.map(topicOf).flatMap((topic) => {
        const pending = relay.mailbox.pending(clientId, topic);
        for (const message of pending) relay.mailbox.acknowledge(clientId, message);
        return pending;
      });
      return {
        messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
          topic,
          message,
          publishedAt,
          tag,
          ...(attestation ? { attestation } : {}),
        })),
        hasMore: false,
      };
    }
    case 'wc_proposeSession': {
      // The proposer reads the wallet's answer on the pairing topic.
      const pairingTopic = topicOf(params.pairingTopic);
      relay.subscribe(clientId, pairingTopic);
      relay.publish(clientId, params, {
        topic: pairingTopic,
        message: stringOf(params.sessionProposal, 'sessionProposal'),
        tag: 1100,
      });
      return true;
    }
    case 'wc_approveSession': {
      // The wallet answers the proposal on the pairing topic and settles on the session topic,
      // which it reads from now on.
      const pairingTopic = topicOf(params.pairingTopic);
      const sessionTopic = topicOf(params.sessionTopic);
      relay.subscribe(clientId, sessionTopic);
      relay.publish(clientId, params, {
        topic: pairingTopic,
        message: stringOf(params.sessionProposalResponse, 'sessionProposalResponse'),
        tag: 1101,
      });
      relay.publish(clientId, params, {
        topic: sessionTopic,
        message: stringOf(params.sessionSettlementRequest, 'sessionSettlementRequest'),
        tag: 1102,
      });
      return true;
    }
    default:
      throw new RelayInputError(`unknown method ${method}`);
  }
}
