import { createSecretVault } from '../deeplink/secret-vault.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { decodeJson, encodeJson } from '../storage/json-codec.js';
import { WALLETCONNECT_STORE_PREFIX, WALLETCONNECT_VAULT_KEY } from './walletconnect-names.js';

/** WalletConnect's key-value storage contract (`IKeyValueStorage`), as its client calls it. */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

const INDEX_KEY = `${WALLETCONNECT_STORE_PREFIX}keys`;

/**
 * WalletConnect's storage, sealed: its client keeps its relay identity key, each pairing's and
 * session's symmetric key and its history there, and every value is stored AES-GCM-sealed under
 * a non-extractable key (the deep link's vault), never as plaintext. Reads come from memory once
 * loaded; writes are sealed in order.
 */
export function createSealedWalletConnectStorage(
  storage: LatchkeyStorage,
): WalletConnectKeyValueStorage {
  const vault = createSecretVault(storage, WALLETCONNECT_VAULT_KEY);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let entries: Promise<Map<string, unknown>> | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  const load = () =>
    (entries ??= (async () => {
      const map = new Map<string, unknown>();
      const keys = (await storage.getItem<string[]>(INDEX_KEY)) ?? [];
      for (const key of Array.isArray(keys) ? keys : []) {
        const sealed = await vault.open(`${WALLETCONNECT_STORE_PREFIX}${key}`);
        if (!sealed) continue; // the vault key is gone: start afresh
        try {
          map.set(key, decodeJson(decoder.decode(sealed)));
        } catch {
          // unreadable: dropped
        }
      }
      return map;
    })());
  // Writes run one after another, so the index always lists what is sealed.
  const write = (task: () => Promise<void>) => {
    const next = writes.then(task, task);
    writes = next.catch(() => undefined);
    return next;
  };
  return {
    getKeys: async () => [...(await load()).keys()],
    getEntries: async <T>() => [...(await load()).entries()] as [string, T][],
    getItem: async <T>(key: string) => (await load()).get(key) as T | undefined,
    async setItem(key, value) {
      const map = await load();
      const isNew = !map.has(key);
      map.set(key, value);
      const bytes = encoder.encode(encodeJson(value));
      await write(async () => {
        await vault.seal(`${WALLETCONNECT_STORE_PREFIX}${key}`, bytes);
        if (isNew) await storage.setItem(INDEX_KEY, [...map.keys()]);
      });
    },
    async removeItem(key) {
      const map = await load();
      if (!map.delete(key)) return;
      await write(async () => {
        await vault.remove(`${WALLETCONNECT_STORE_PREFIX}${key}`);
        await storage.setItem(INDEX_KEY, [...map.keys()]);
      });
    },
  };
}
