import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createSecretVault } from './secret-vault.js';

function storage() {
  return createStorage({ adapter: createMemoryStorageAdapter() });
}

describe('secret vault', () => {
  it('gives back what it sealed, and stores neither the bytes nor a readable key', async () => {
    const store = storage();
    const vault = createSecretVault(store, 'vault');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 64 }), async (secret) => {
        await vault.seal('secret', secret);
        expect(await vault.open('secret')).toEqual(secret);
        const stored = await store.getItem<{ data: Uint8Array }>('secret');
        expect(stored?.data).not.toEqual(secret);
      }),
      { numRuns: 25 },
    );
    const key = await store.getItem<CryptoKey>('vault');
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key?.extractable).toBe(false);
  });

  it('opens a secret after a reload (a new vault over the same storage)', async () => {
    const store = storage();
    await createSecretVault(store, 'vault').seal('secret', new Uint8Array([1, 2, 3]));
    expect(await createSecretVault(store, 'vault').open('secret')).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it('yields nothing for a missing, tampered or orphaned secret', async () => {
    const store = storage();
    const vault = createSecretVault(store, 'vault');
    expect(await vault.open('missing')).toBeUndefined();
    await vault.seal('secret', new Uint8Array([9, 9, 9]));
    const sealed = (await store.getItem<{ iv: Uint8Array; data: Uint8Array }>('secret')) as {
      iv: Uint8Array;
      data: Uint8Array;
    };
    const data = new Uint8Array(sealed.data);
    data[0] = (data[0] as number) ^ 1;
    await store.setItem('secret', { iv: sealed.iv, data });
    expect(await vault.open('secret')).toBeUndefined();
    await vault.seal('secret', new Uint8Array([7]));
    await store.removeItem('vault');
    expect(await createSecretVault(store, 'vault').open('secret')).toBeUndefined();
    await vault.remove('secret');
    expect(await store.getItem('secret')).toBeUndefined();
  });
});
