import type { LatchkeyStorage } from '../storage/create-storage.js';

/** Sealed bytes as stored: AES-GCM ciphertext and its IV. */
interface SealedSecret {
  readonly iv: Uint8Array;
  readonly data: Uint8Array;
}

/** What {@link createSecretVault} returns. */
export interface SecretVault {
  /** Encrypts and stores bytes under `name`. */
  seal(name: string, secret: Uint8Array): Promise<void>;
  /** Reads and decrypts; undefined when missing or unreadable (e.g. the vault key is gone). */
  open(name: string): Promise<Uint8Array | undefined>;
  remove(name: string): Promise<void>;
}

/**
 * Keeps secrets that must survive a page load (the deep-link session's X25519 secret key and
 * shared key) without ever writing them in plaintext: each is sealed with AES-GCM under a
 * non-extractable WebCrypto key, and only that key object — unreadable by script — and the
 * ciphertext are stored. Needs storage that can hold a `CryptoKey` (IndexedDB, or memory).
 */
export function createSecretVault(storage: LatchkeyStorage, keyName: string): SecretVault {
  let cached: Promise<CryptoKey> | undefined;
  const vaultKey = (): Promise<CryptoKey> => {
    cached ??= (async () => {
      const stored = await storage.getItem<CryptoKey>(keyName);
      if (stored instanceof CryptoKey) return stored;
      const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      await storage.setItem(keyName, created);
      return created;
    })();
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  };
  return {
    async seal(name, secret) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv },
          await vaultKey(),
          new Uint8Array(secret),
        ),
      );
      await storage.setItem(name, { iv, data } satisfies SealedSecret);
    },
    async open(name) {
      const sealed = await storage.getItem<SealedSecret>(name);
      if (!(sealed?.iv instanceof Uint8Array) || !(sealed.data instanceof Uint8Array)) {
        return undefined;
      }
      try {
        return new Uint8Array(
          await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv: new Uint8Array(sealed.iv) },
            await vaultKey(),
            new Uint8Array(sealed.data),
          ),
        );
      } catch {
        return undefined;
      }
    },
    remove: (name) => storage.removeItem(name),
  };
}
