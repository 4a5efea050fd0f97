import { decodeJson, encodeJson } from './json-codec.js';
import { createMemoryStorageAdapter } from './memory-storage-adapter.js';
import type { StorageAdapter } from './storage-adapter.js';

/** Parameters of {@link createLocalStorageAdapter}. */
export interface CreateLocalStorageAdapterParameters {
  /** A Web Storage object. Default `window.localStorage`; pass `sessionStorage` for per-tab state. */
  storage?: Storage;
}

/**
 * Stores JSON values (bigints kept) in Web Storage. Where Web Storage is missing or refuses
 * access (server rendering, some private modes) it falls back to memory rather than throwing.
 * Never put private keys or shared secrets here: Web Storage is plaintext.
 *
 * @example
 * ```ts
 * const storage = createStorage({ adapter: createLocalStorageAdapter() });
 * ```
 */
export function createLocalStorageAdapter(
  parameters: CreateLocalStorageAdapterParameters = {},
): StorageAdapter {
  const webStorage = parameters.storage ?? findLocalStorage();
  if (!webStorage) return createMemoryStorageAdapter();
  return {
    getItem: (key) => {
      const text = webStorage.getItem(key);
      if (text === null) return undefined;
      try {
        return decodeJson(text);
      } catch {
        return undefined; // written by something else; treat as absent
      }
    },
    setItem: (key, value) => webStorage.setItem(key, encodeJson(value)),
    removeItem: (key) => webStorage.removeItem(key),
    keys: () =>
      Array.from({ length: webStorage.length }, (_, index) => webStorage.key(index) ?? ''),
  };
}

function findLocalStorage(): Storage | undefined {
  try {
    const candidate = (globalThis as { localStorage?: Storage }).localStorage;
    if (!candidate) return undefined;
    const probe = 'latchkey:probe';
    candidate.setItem(probe, '1');
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return undefined;
  }
}
