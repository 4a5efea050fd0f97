import {
  base64url,
  type CompactJWSHeaderParameters,
  type FlattenedJWSInput,
  type JWTClaimVerificationOptions,
  type JWTPayload,
  UnsecuredJWT,
} from 'jose';
import type { SessionKeyGetter } from './session-key-set.js';

/** The part of Node's crypto module this uses (typed here: the entry stays free of Node's types). */
interface NodeCrypto {
  KeyObject: { from(key: CryptoKey): unknown };
  verify(
    algorithm: string,
    data: Uint8Array,
    key: { key: unknown; dsaEncoding: 'ieee-p1363' },
    signature: Uint8Array,
  ): boolean;
}

// Asked of the runtime, never imported: an edge bundle holds no Node module, and a runtime
// without Node's crypto (or a Node older than 20.16) keeps to jose's WebCrypto path.
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('crypto') as NodeCrypto | undefined;

/** Node's key object for each CryptoKey jose's key set hands out, made once. */
const keyObjects = new WeakMap<CryptoKey, unknown>();
const strictText = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();
/** `{"alg":"none"}`: the header the claims are checked under (jose reads it only for `typ`). */
const UNSECURED_HEADER = base64url.encode('{"alg":"none"}');
/** What jose signs over in a compact token: base64url, ASCII only (it refuses anything else). */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The token's header when it is a plain ES256 one (a JSON object, no `crit`, no `b64`). */
function plainHeader(encodedHeader: string): Record<string, unknown> | undefined {
  try {
    const header: unknown = JSON.parse(strictText.decode(base64url.decode(encodedHeader)));
    if (typeof header !== 'object' || header === null || Array.isArray(header)) return undefined;
    const fields = header as Record<string, unknown>;
    if (fields.alg !== 'ES256' || 'crit' in fields || 'b64' in fields) return undefined;
    return fields;
  } catch {
    return undefined;
  }
}

/** Node's key object for an ECDSA P-256 verify key, or undefined for any other key. */
function keyObjectOf(crypto: NodeCrypto, key: CryptoKey): unknown {
  const { name, namedCurve } = key.algorithm as { name: string; namedCurve?: string };
  if (name !== 'ECDSA' || namedCurve !== 'P-256' || !key.usages.includes('verify'))
    return undefined;
  let keyObject = keyObjects.get(key);
  if (keyObject === undefined) {
    keyObject = crypto.KeyObject.from(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

/**
 * Verifies an ES256 token as `jwtVerify(token, keys, options)` does, with Node's synchronous
 * `crypto.verify` instead of WebCrypto's, where the runtime has it: about twice as many
 * verifications a second on one thread. The key is the one jose's key set picks (its errors are
 * thrown as they are), the claims are checked by jose's own claim checks with `options`. Whatever
 * this does not decide — no Node crypto, a header other than a plain ES256 one, a key of another
 * kind, a signature that does not verify — answers undefined, and jose's `jwtVerify` judges it.
 *
 * @throws whatever jose's key set or claim checks throw (a `JWTExpired`, a `JWTClaimValidationFailed`…).
 */
export async function verifyWithNodeCrypto(
  token: string,
  keys: SessionKeyGetter,
  options: JWTClaimVerificationOptions,
): Promise<{ payload: JWTPayload } | undefined> {
  if (nodeCrypto === undefined) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  if (!BASE64URL.test(encodedHeader) || !BASE64URL.test(encodedPayload)) return undefined;
  const header = plainHeader(encodedHeader);
  if (header === undefined) return undefined;
  const jws: FlattenedJWSInput = {
    protected: encodedHeader,
    payload: encodedPayload,
    signature: encodedSignature,
  };
  const keyObject = keyObjectOf(nodeCrypto, await keys(header as CompactJWSHeaderParameters, jws));
  if (keyObject === undefined) return undefined;
  let verified = false;
  try {
    verified = nodeCrypto.verify(
      'sha256',
      encoder.encode(`${encodedHeader}.${encodedPayload}`),
      { key: keyObject, dsaEncoding: 'ieee-p1363' },
      base64url.decode(encodedSignature),
    );
  } catch {
    return undefined;
  }
  if (!verified) return undefined;
  return {
    payload: UnsecuredJWT.decode(`${UNSECURED_HEADER}.${encodedPayload}.`, options).payload,
  };
}
