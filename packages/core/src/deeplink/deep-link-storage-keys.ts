/**
 * Where the Phantom session lives, under the storage's `latchkey:` prefix. Secrets (the dapp's
 * X25519 secret key, the shared key) are sealed by the vault, never stored in plaintext.
 *
 * @example
 * ```ts
 * await storage.getItem(PHANTOM_STORAGE_KEYS.address);
 * ```
 */
export const PHANTOM_STORAGE_KEYS = {
  vaultKey: 'phantom:vaultKey',
  dappPublicKey: 'phantom:dappPublicKey',
  dappSecretKey: 'phantom:dappSecretKey',
  sharedSecret: 'phantom:sharedSecret',
  walletEncryptionPublicKey: 'phantom:walletEncryptionPublicKey',
  session: 'phantom:session',
  address: 'phantom:address',
  pending: 'phantom:pending',
  answerNonces: 'phantom:answerNonces',
} as const;

/** The answer's query parameters, removed from the address bar once read (SPEC §2). */
export const DEEP_LINK_RESPONSE_PARAMETERS = [
  'data',
  'nonce',
  'phantom_encryption_public_key',
  'errorCode',
  'errorMessage',
] as const;
