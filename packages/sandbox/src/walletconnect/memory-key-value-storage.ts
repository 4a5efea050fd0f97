/**
 * WalletConnect's key-value storage (`IKeyValueStorage`) in memory: the sandbox wallet keeps its
 * pairings and sessions for the life of the process, and never writes files.
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>();
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      entries.set(key, structuredClone(value));
    },
    removeItem: async (key: string) => {
      entries.delete(key);
    },
  };
}
