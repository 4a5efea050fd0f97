import { describe, expect, it } from 'vitest';
import { createStorage, STORAGE_PREFIX } from './create-storage.js';
import { createIndexedDbStorageAdapter } from './indexed-db-storage-adapter.js';
import { decodeJson, encodeJson } from './json-codec.js';
import { createLocalStorageAdapter } from './local-storage-adapter.js';
import { createMemoryStorageAdapter } from './memory-storage-adapter.js';

describe('createStorage', () => {
  it('prefixes every key with latchkey:', async () => {
    const adapter = createMemoryStorageAdapter();
    const storage = createStorage({ adapter });
    await storage.setItem('network', 103);
    expect(STORAGE_PREFIX).toBe('latchkey:');
    expect(await adapter.keys()).toEqual(['latchkey:network']);
    expect(await storage.getItem('network')).toBe(103);
  });

  it('namespaces under the prefix', async () => {
    const adapter = createMemoryStorageAdapter();
    const storage = createStorage({ adapter, namespace: 'acme' });
    await storage.setItem('network', 101);
    expect(storage.prefix).toBe('latchkey:acme:');
    expect(await adapter.keys()).toEqual(['latchkey:acme:network']);
  });

  it('clears only its own keys', async () => {
    const adapter = createMemoryStorageAdapter();
    await adapter.setItem('host:theme', 'dark');
    const storage = createStorage({ adapter });
    await storage.setItem('a', 1);
    await storage.setItem('b', { nested: [1, 2] });
    await storage.clear();
    expect(await adapter.keys()).toEqual(['host:theme']);
    expect(await storage.getItem('a')).toBeUndefined();
  });

  it('removes a key when set to undefined, and keeps copies not references', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const value = { list: [1] };
    await storage.setItem('v', value);
    value.list.push(2);
    expect(await storage.getItem('v')).toEqual({ list: [1] });
    await storage.setItem('v', undefined);
    expect(await storage.getItem('v')).toBeUndefined();
  });

  it('works where window does not exist (server rendering, Node)', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    for (const adapter of [createLocalStorageAdapter(), createIndexedDbStorageAdapter()]) {
      const storage = createStorage({ adapter });
      await storage.setItem('k', 'v');
      expect(await storage.getItem('k')).toBe('v');
    }
    const defaults = createStorage();
    await defaults.setItem('k', 1n);
    expect(await defaults.getItem('k')).toBe(1n);
  });
});

describe('JSON codec', () => {
  it('keeps bigints, including ones past 2^64', () => {
    const value = { fee: 5000n, huge: 2n ** 70n, list: [1n, 'x'], n: 1 };
    expect(decodeJson(encodeJson(value))).toEqual(value);
  });
});
