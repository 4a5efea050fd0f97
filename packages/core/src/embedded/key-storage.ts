import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import type { EmbeddedWalletState } from './embedded-wallet-state.js';

/**
 * Where `CryptoKey`s are kept — the session key, and a sign-in waiting out a redirect: the
 * wallet's session storage, else IndexedDB (the one store that holds a non-extractable key).
 */
export function keyStorage(state: EmbeddedWalletState): LatchkeyStorage {
  return state.sessionStorage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
}
