import { createLocalStorageAdapter } from './local-storage-adapter.js';
import type { StorageAdapter } from './storage-adapter.js';

/** The prefix of every key Latchkey stores. */
export const STORAGE_PREFIX = 'latchkey:';

/** Latchkey's key-value store: asynchronous, prefixed, and cleared as a whole on sign-out. */
export interface LatchkeyStorage {
  /** The full prefix of this store's keys, always starting with 'latchkey:'. */
  readonly prefix: string;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Removes every key under this store's prefix, and nothing else. */
  clear(): Promise<void>;
}

/** Parameters of {@link createStorage}. */
export interface CreateStorageParameters {
  /** Where values live. Default: localStorage in a browser, memory elsewhere. */
  adapter?: StorageAdapter;
  /** Optional namespace after the prefix, for several Latchkey apps on one origin. */
  namespace?: string;
  /**
   * Told when a value could not be saved (storage full, or refused as in private browsing); the
   * value is then kept in memory for this page. Default: one console warning.
   */
  onWriteError?: (error: unknown, key: string) => void;
}

const warnOnce = () => {
  let warned = false;
  return (error: unknown, key: string) => {
    if (warned) return;
    warned = true;
    console.warn(`[latchkey] Could not save "${key}"; kept for this page only.`, error);
  };
};

/**
 * Creates Latchkey's storage. Every key is written as `latchkey:<key>` (or
 * `latchkey:<namespace>:<key>`), so a host's own keys are never touched and sign-out can
 * remove everything Latchkey kept. A write the browser refuses (quota, private mode) does not
 * fail the flow: the value is kept in memory for this page and `onWriteError` is told.
 *
 * @example
 * ```ts
 * const storage = createStorage();
 * await storage.setItem('network', 103); // localStorage['latchkey:network'] = '103'
 * await storage.getItem<number>('network'); // 103
 * ```
 */
export function createStorage(parameters: CreateStorageParameters = {}): LatchkeyStorage {
  const adapter = parameters.adapter ?? createLocalStorageAdapter();
  const prefix = parameters.namespace
    ? `${STORAGE_PREFIX}${parameters.namespace}:`
    : STORAGE_PREFIX;
  const full = (key: string) => `${prefix}${key}`;
  const onWriteError = parameters.onWriteError ?? warnOnce();
  // Values the browser would not keep, held for this page instead.
  const unsaved = new Map<string, unknown>();
  return Object.freeze({
    prefix,
    getItem: async <T>(key: string) =>
      (unsaved.has(full(key)) ? unsaved.get(full(key)) : await adapter.getItem(full(key))) as
        | T
        | undefined,
    setItem: async (key: string, value: unknown) => {
      unsaved.delete(full(key));
      if (value === undefined) {
        await adapter.removeItem(full(key));
        return;
      }
      try {
        await adapter.setItem(full(key), value);
      } catch (error) {
        unsaved.set(full(key), value);
        onWriteError(error, key);
      }
    },
    removeItem: async (key: string) => {
      unsaved.delete(full(key));
      await adapter.removeItem(full(key));
    },
    clear: async () => {
      unsaved.clear();
      const keys = await adapter.keys();
      for (const key of keys) if (key.startsWith(prefix)) await adapter.removeItem(key);
    },
  });
}
