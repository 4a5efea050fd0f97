import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.js';
import { createIndexedDbStorageAdapter } from './indexed-db-storage-adapter.js';
import { createLocalStorageAdapter } from './local-storage-adapter.js';

// Runs in real Chromium (Vitest browser mode): real Web Storage and IndexedDB.
describe('browser storage', () => {
  afterEach(() => localStorage.clear());

  it('writes prefixed JSON to localStorage and leaves host keys alone', async () => {
    localStorage.setItem('host-key', 'keep');
    const storage = createStorage({ adapter: createLocalStorageAdapter() });
    await storage.setItem('network', { id: 103, fee: 5000n });
    expect(localStorage.getItem('latchkey:network')).toBe(
      '{"id":103,"fee":{"$latchkey:bigint":"5000"}}',
    );
    expect(await storage.getItem('network')).toEqual({ id: 103, fee: 5000n });
    await storage.clear();
    expect(localStorage.getItem('latchkey:network')).toBeNull();
    expect(localStorage.getItem('host-key')).toBe('keep');
  });

  it('uses localStorage by default in a browser', async () => {
    await createStorage().setItem('selected', 'devnet');
    expect(localStorage.getItem('latchkey:selected')).toBe('"devnet"');
  });

  it('treats foreign, non-JSON values as absent', async () => {
    localStorage.setItem('latchkey:broken', '{not json');
    expect(
      await createStorage({ adapter: createLocalStorageAdapter() }).getItem('broken'),
    ).toBeUndefined();
  });

  it('keeps a non-extractable CryptoKey in IndexedDB across adapter instances', async () => {
    const databaseName = `latchkey-test-${crypto.randomUUID()}`;
    const keyPair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    await createStorage({ adapter: createIndexedDbStorageAdapter({ databaseName }) }).setItem(
      'session-key',
      keyPair,
    );

    const reopened = createStorage({ adapter: createIndexedDbStorageAdapter({ databaseName }) });
    const restored = await reopened.getItem<CryptoKeyPair>('session-key');
    if (!restored) throw new Error('key pair not restored');
    expect(restored.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', restored.privateKey)).rejects.toThrow();
    const data = new TextEncoder().encode('stamp me');
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      restored.privateKey,
      data,
    );
    expect(
      await crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        keyPair.publicKey,
        signature,
        data,
      ),
    ).toBe(true);

    await reopened.clear();
    expect(await reopened.getItem('session-key')).toBeUndefined();
  });
});
