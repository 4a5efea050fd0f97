/// <reference lib="dom" />
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
} from '@solana/kit';

/**
 * One account of the test wallet: its non-extractable key pair, address and raw public key.
 *
 * @example
 * ```ts
 * const key: TestWalletKey = await deriveTestWalletKey('latchkey-test-wallet', 0);
 * key.address; // the same on every run
 * ```
 */
export interface TestWalletKey {
  /** Position in the wallet, from 0; the account's label is `Account ${index + 1}`. */
  readonly index: number;
  readonly address: Address;
  /** The 32 public-key bytes (the address, decoded). */
  readonly publicKey: Uint8Array;
  readonly keyPair: CryptoKeyPair;
}

/**
 * Derives account `index` of a test wallet: the ed25519 private key is
 * SHA-256(`${seed}:${index}`), so the same seed gives the same addresses in every browser and
 * test run. The private key is imported non-extractable and its bytes are wiped afterwards.
 * For tests and demos only: anyone who knows the seed has the key.
 *
 * @example
 * ```ts
 * const key = await deriveTestWalletKey('latchkey-test-wallet', 0);
 * const signature = await signBytes(key.keyPair.privateKey, message);
 * ```
 */
export async function deriveTestWalletKey(seed: string, index: number): Promise<TestWalletKey> {
  const material = new TextEncoder().encode(`${seed}:${index}`);
  const privateKey = new Uint8Array(await crypto.subtle.digest('SHA-256', material));
  try {
    const keyPair = await createKeyPairFromPrivateKeyBytes(privateKey, false);
    const address = await getAddressFromPublicKey(keyPair.publicKey);
    const publicKey = new Uint8Array(getAddressEncoder().encode(address));
    return { index, address, publicKey, keyPair };
  } finally {
    privateKey.fill(0);
  }
}

/**
 * Derives accounts `0 … count - 1` of a test wallet (see {@link deriveTestWalletKey}).
 *
 * @example
 * ```ts
 * const [first, second] = await deriveTestWalletKeys('latchkey-test-wallet', 2);
 * ```
 */
export function deriveTestWalletKeys(seed: string, count: number): Promise<TestWalletKey[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => deriveTestWalletKey(seed, index)));
}
