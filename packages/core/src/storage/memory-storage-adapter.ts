import type { StorageAdapter } from './storage-adapter.js';

/**
 * Keeps values in a `Map` for the life of the page or process. The fallback wherever there is
 * no `window` (server rendering, Node, workers without storage).
 *
 * @example
 * ```ts
 * const storage = createStorage({ adapter: createMemoryStorageAdapter() });
 * ```
 */
export function createMemoryStorageAdapter(): StorageAdapter {
  const values = new Map<string, unknown>();
  return {
    getItem: (key) => values.get(key),
    setItem: (key, value) => {
      values.set(key, structuredClone(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    keys: () => [...values.keys()],
  };
}
