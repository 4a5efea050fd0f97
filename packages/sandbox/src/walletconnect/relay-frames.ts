import type { RawData } from 'ws';
import type { RelayMessage } from './relay-mailbox.js';

// The relay's JSON-RPC frames: reading them (batches too) and writing answers.

/** A JSON-RPC request or response as the relay reads it; `rawId` keeps the id's exact digits. */
export interface Frame {
  readonly rawId: string;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: unknown;
}

// WalletConnect's ids are 19-digit integers, beyond a double's precision: keep their text.
const BIG_ID = /"id"\s*:\s*(-?\d+)/g;
const TOPIC = /^[0-9a-f]{64}$/;

export function parseFrames(data: RawData): Frame[] | undefined {
  try {
    const text = data.toString().replace(BIG_ID, '"id":"$1"');
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map((item) => {
      const frame = item as Record<string, unknown>;
      return {
        rawId: String(frame.id),
        ...(typeof frame.method === 'string' ? { method: frame.method } : {}),
        ...(typeof frame.params === 'object' && frame.params !== null
          ? { params: frame.params as Record<string, unknown> }
          : {}),
        ...('result' in frame ? { result: frame.result } : {}),
      };
    });
  } catch {
    return undefined;
  }
}

export const answer = (rawId: string, result: unknown) =>
  `{"id":${/^-?\d+$/.test(rawId) ? rawId : JSON.stringify(rawId)},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
export const refusal = (rawId: string, code: number, message: string) =>
  `{"id":${/^-?\d+$/.test(rawId) ? rawId : JSON.stringify(rawId)},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;

export class RelayInputError extends Error {}

export const topicOf = (value: unknown): string => {
  if (typeof value !== 'string' || !TOPIC.test(value)) throw new RelayInputError('invalid topic');
  return value;
};
export const stringOf = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.length === 0) throw new RelayInputError(`invalid ${name}`);
  return value;
};
export const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The relay's `irn_subscription` request: one message for a client's subscription. */
export function subscriptionFrame(id: string, subscriptionId: string, message: RelayMessage) {
  return JSON.stringify({
    id: Number(id),
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: subscriptionId,
      data: {
        topic: message.topic,
        message: message.message,
        publishedAt: message.publishedAt,
        tag: message.tag,
        ...(message.attestation ? { attestation: message.attestation } : {}),
      },
    },
  });
}
