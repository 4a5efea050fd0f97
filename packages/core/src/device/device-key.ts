import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';

/** Where the device key is kept, beside the session keys. */
const DEVICE_KEY_ITEM = 'latchkey:device-key';

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

let loading: Promise<CryptoKeyPair | undefined> | undefined;

/**
 * This browser's device key: a P-256 key pair made once and kept in IndexedDB, its private half
 * not extractable (the page can sign with it, never read it out). A server that asks for a second
 * factor on a new device knows the device by it. `undefined` where WebCrypto is missing; kept in
 * memory only where IndexedDB is.
 */
export function deviceKey(): Promise<CryptoKeyPair | undefined> {
  loading ??= loadDeviceKey().catch(() => {
    // A blocked or broken store: no device this time (the factor is asked), try again later.
    loading = undefined;
    return undefined;
  });
  return loading;
}

async function loadDeviceKey(): Promise<CryptoKeyPair | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const storage = createIndexedDbStorageAdapter();
  const stored = (await storage.getItem(DEVICE_KEY_ITEM)) as Partial<CryptoKeyPair> | undefined;
  if (stored?.privateKey instanceof CryptoKey && stored.publicKey instanceof CryptoKey) {
    return stored as CryptoKeyPair;
  }
  const made = await subtle.generateKey(ECDSA_P256, false, ['sign', 'verify']);
  await storage.setItem(DEVICE_KEY_ITEM, made);
  return made;
}
