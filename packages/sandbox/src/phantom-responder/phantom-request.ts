import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import nacl from 'tweetnacl';
import type { PhantomResponderKeys } from './phantom-responder-keys.js';

/** The six methods of Phantom's deep-link protocol, as the path segment names them. */
export const PHANTOM_METHODS = [
  'connect',
  'disconnect',
  'signMessage',
  'signTransaction',
  'signAllTransactions',
  'signAndSendTransaction',
] as const;

/** One of {@link PHANTOM_METHODS}. */
export type PhantomMethod = (typeof PHANTOM_METHODS)[number];

/**
 * A failure the responder reports to the dapp as Phantom does: `errorCode` and `errorMessage`
 * appended to the redirect link (or a 400 page when there is no usable redirect link).
 */
export class PhantomProtocolError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'PhantomProtocolError';
    this.code = code;
  }
}

/** A request decoded from its link: who asked, where to answer, and the decrypted payload. */
export interface PhantomRequest {
  readonly method: PhantomMethod;
  readonly redirectLink: URL;
  /** The NaCl-box key shared with this dapp (box.before of its key and ours). */
  readonly sharedKey: Uint8Array;
  /** connect only. */
  readonly appUrl?: string;
  readonly cluster?: string;
  /** Every method but connect: the decrypted JSON payload. */
  readonly payload?: Record<string, unknown>;
}

const CLUSTERS = new Set(['mainnet-beta', 'devnet', 'testnet']);

function b58Bytes(name: string, value: string, length?: number): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(value));
  } catch {
    throw new PhantomProtocolError(-32000, `${name} is not base58`);
  }
  if (length !== undefined && bytes.length !== length) {
    throw new PhantomProtocolError(-32000, `${name} must be ${length} bytes`);
  }
  return bytes;
}

/**
 * Reads the redirect link alone, so even a request that fails later can be answered there.
 * Only http(s) links are accepted: a `javascript:` link must never become a redirect.
 */
export function readRedirectLink(url: URL): URL | undefined {
  const raw = url.searchParams.get('redirect_link');
  if (!raw) return undefined;
  try {
    const link = new URL(raw);
    return link.protocol === 'http:' || link.protocol === 'https:' ? link : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes and decrypts a deep-link request as the Phantom app would, checking every parameter
 * PROTOCOLS §1 requires for the method.
 *
 * @throws {PhantomProtocolError} -32601 for an unknown method, -32000 for bad input or a payload
 * that does not decrypt.
 */
export function readPhantomRequest(
  method: string,
  url: URL,
  keys: PhantomResponderKeys,
): PhantomRequest {
  if (!(PHANTOM_METHODS as readonly string[]).includes(method)) {
    throw new PhantomProtocolError(-32601, `Method not found: ${method}`);
  }
  const query = url.searchParams;
  const redirectLink = readRedirectLink(url);
  if (!redirectLink) throw new PhantomProtocolError(-32000, 'Missing or invalid redirect_link');
  const dappKey = query.get('dapp_encryption_public_key');
  if (!dappKey) throw new PhantomProtocolError(-32000, 'Missing dapp_encryption_public_key');
  const sharedKey = nacl.box.before(
    b58Bytes('dapp_encryption_public_key', dappKey, 32),
    keys.boxSecretKey,
  );
  if (method === 'connect') {
    const appUrl = query.get('app_url');
    if (!appUrl) throw new PhantomProtocolError(-32000, 'Missing app_url');
    const cluster = query.get('cluster') ?? 'mainnet-beta';
    if (!CLUSTERS.has(cluster)) {
      throw new PhantomProtocolError(-32000, `Unknown cluster: ${cluster}`);
    }
    return { method, redirectLink, sharedKey, appUrl, cluster };
  }
  const nonce = query.get('nonce');
  const payload = query.get('payload');
  if (!nonce) throw new PhantomProtocolError(-32000, 'Missing nonce');
  if (!payload) throw new PhantomProtocolError(-32000, 'Missing payload');
  const opened = nacl.box.open.after(
    b58Bytes('payload', payload),
    b58Bytes('nonce', nonce, 24),
    sharedKey,
  );
  if (!opened) throw new PhantomProtocolError(-32000, 'Unable to decrypt payload');
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder().decode(opened));
  } catch {
    throw new PhantomProtocolError(-32000, 'The payload is not JSON');
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new PhantomProtocolError(-32000, 'The payload is not a JSON object');
  }
  return {
    method: method as PhantomMethod,
    redirectLink,
    sharedKey,
    payload: decoded as Record<string, unknown>,
  };
}

/** Seals an answer for the dapp: a fresh nonce and the NaCl box of its JSON, both b58. */
export function sealAnswer(sharedKey: Uint8Array, value: unknown): { nonce: string; data: string } {
  const nonce = nacl.randomBytes(24);
  const sealed = nacl.box.after(new TextEncoder().encode(JSON.stringify(value)), nonce, sharedKey);
  const b58 = getBase58Decoder();
  return { nonce: b58.decode(nonce), data: b58.decode(sealed) };
}
