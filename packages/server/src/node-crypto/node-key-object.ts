import { KeyObject } from 'node:crypto';

// Keys as Node's crypto holds them: converted once per WebCrypto key.
const nodeKeys = new WeakMap<CryptoKey, KeyObject>();

/**
 * `key` as Node's crypto holds it, for its synchronous `sign`: converted once per key and kept
 * while the key lives (a non-extractable key stays so).
 */
export function nodeKeyObject(key: CryptoKey): KeyObject {
  let converted = nodeKeys.get(key);
  if (!converted) {
    converted = KeyObject.from(key);
    nodeKeys.set(key, converted);
  }
  return converted;
}
