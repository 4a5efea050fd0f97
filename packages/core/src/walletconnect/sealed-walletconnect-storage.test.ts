import { describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createSealedWalletConnectStorage } from './sealed-walletconnect-storage.js';
import { WALLETCONNECT_VAULT_KEY } from './walletconnect-names.js';

const SECRET = 'a7f3c0ffee1d2e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff0011';

describe('WalletConnect’s storage, sealed', () => {
  it('keeps what the client writes across a reload, and never its plaintext', async () => {
    const adapter = createMemoryStorageAdapter();
    const storage = createStorage({ adapter });
    const sealed = createSealedWalletConnectStorage(storage);
    await sealed.setItem('wc@2:core:0.3//keychain', { topic: SECRET, id: 123n });
    await sealed.setItem('wc@2:client:0.3//session', [{ topic: 't' }]);
    await sealed.removeItem('wc@2:client:0.3//session');

    const reloaded = createSealedWalletConnectStorage(createStorage({ adapter }));
    expect(await reloaded.getKeys()).toEqual(['wc@2:core:0.3//keychain']);
    expect(await reloaded.getItem('wc@2:core:0.3//keychain')).toEqual({ topic: SECRET, id: 123n });
    expect(await reloaded.getEntries()).toEqual([
      ['wc@2:core:0.3//keychain', { topic: SECRET, id: 123n }],
    ]);
    // What is stored: ciphertext and the key object, not a readable secret.
    const raw = JSON.stringify(
      await Promise.all(
        ['walletconnect:store:keys', 'walletconnect:store:wc@2:core:0.3//keychain'].map((key) =>
          storage.getItem(key),
        ),
      ),
      (_key, value) => (value instanceof Uint8Array ? [...value] : value),
    );
    expect(raw).not.toContain(SECRET);
    expect(await storage.getItem(WALLETCONNECT_VAULT_KEY)).toBeInstanceOf(CryptoKey);
  });

  it('starts afresh when the vault key is gone (the sealed values cannot be read)', async () => {
    const adapter = createMemoryStorageAdapter();
    const storage = createStorage({ adapter });
    await createSealedWalletConnectStorage(storage).setItem('k', { secret: SECRET });
    await storage.removeItem(WALLETCONNECT_VAULT_KEY);
    const reloaded = createSealedWalletConnectStorage(createStorage({ adapter }));
    expect(await reloaded.getItem('k')).toBeUndefined();
    expect(await reloaded.getKeys()).toEqual([]);
  });
});
