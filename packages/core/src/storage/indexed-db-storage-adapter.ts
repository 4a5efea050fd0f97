import { createMemoryStorageAdapter } from './memory-storage-adapter.js';
import type { StorageAdapter } from './storage-adapter.js';

/** Parameters of {@link createIndexedDbStorageAdapter}. */
export interface CreateIndexedDbStorageAdapterParameters {
  /** Default 'latchkey'. */
  databaseName?: string;
  /** Default 'keyval'. */
  storeName?: string;
}

/**
 * Stores structured-clone values in IndexedDB, so non-extractable `CryptoKey`s (session keys)
 * can be kept without their private bytes ever being readable. Falls back to memory where
 * IndexedDB does not exist.
 *
 * @example
 * ```ts
 * const keys = createStorage({ adapter: createIndexedDbStorageAdapter() });
 * await keys.setItem('session-key', keyPair); // a CryptoKeyPair, stored as is
 * ```
 */
export function createIndexedDbStorageAdapter(
  parameters: CreateIndexedDbStorageAdapterParameters = {},
): StorageAdapter {
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return createMemoryStorageAdapter();
  const { databaseName = 'latchkey', storeName = 'keyval' } = parameters;
  let database: Promise<IDBDatabase> | undefined;

  const open = () => {
    database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the schema closes us; reopen on next use.
        db.onversionchange = () => {
          db.close();
          database = undefined;
        };
        resolve(db);
      };
      request.onerror = () => {
        database = undefined;
        reject(request.error);
      };
    });
    return database;
  };

  const run = async <T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = act(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? request.error);
    });
  };

  return {
    getItem: (key) => run('readonly', (store) => store.get(key)),
    setItem: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    removeItem: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
  };
}
