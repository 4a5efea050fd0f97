import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import nacl from 'tweetnacl';
import { PhantomProtocolError } from './phantom-request.js';
import type { PhantomResponderKeys } from './phantom-responder-keys.js';

/** What a session token vouches for. */
export interface PhantomSessionClaims {
  readonly app_url: string;
  readonly timestamp: number;
  readonly chain: 'solana';
  readonly cluster: string;
}

/**
 * Issues a session token as Phantom does (PROTOCOLS §1): b58 of the wallet key's attached
 * signature over the JSON claims. Opaque to the dapp, which only hands it back.
 */
export function createPhantomSession(
  keys: PhantomResponderKeys,
  parameters: { appUrl: string; cluster: string },
): string {
  const claims: PhantomSessionClaims = {
    app_url: parameters.appUrl,
    timestamp: Date.now(),
    chain: 'solana',
    cluster: parameters.cluster,
  };
  const signed = nacl.sign(new TextEncoder().encode(JSON.stringify(claims)), keys.signSecretKey);
  return getBase58Decoder().decode(signed);
}

/**
 * Checks a session token from a request's payload: signed by this wallet's key, well formed.
 *
 * @throws {PhantomProtocolError} 4100 when the session is missing, forged or from another wallet.
 */
export function verifyPhantomSession(
  keys: PhantomResponderKeys,
  session: unknown,
): PhantomSessionClaims {
  if (typeof session !== 'string' || session === '') {
    throw new PhantomProtocolError(4100, 'Unauthorized: the request carries no session');
  }
  let opened: Uint8Array | null = null;
  try {
    opened = nacl.sign.open(new Uint8Array(getBase58Encoder().encode(session)), keys.signPublicKey);
  } catch {
    opened = null;
  }
  if (!opened) throw new PhantomProtocolError(4100, 'Unauthorized: the session is not valid');
  const claims = JSON.parse(new TextDecoder().decode(opened)) as PhantomSessionClaims;
  return claims;
}
