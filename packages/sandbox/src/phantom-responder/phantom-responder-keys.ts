import { createHash } from 'node:crypto';
import { type Address, address, getBase58Decoder } from '@solana/kit';
import nacl from 'tweetnacl';

/**
 * The responder's two keys: the ed25519 wallet key it signs with (its address is the "Phantom"
 * account) and the X25519 key it encrypts answers with.
 *
 * @example
 * ```ts
 * const keys = derivePhantomResponderKeys('latchkey-phantom-responder');
 * keys.walletAddress; // the same on every run
 * ```
 */
export interface PhantomResponderKeys {
  readonly walletAddress: Address;
  /** nacl.sign secret key (64 bytes: seed ‖ public key). */
  readonly signSecretKey: Uint8Array;
  readonly signPublicKey: Uint8Array;
  readonly boxPublicKey: Uint8Array;
  readonly boxSecretKey: Uint8Array;
  /** b58 of `boxPublicKey`, as sent in `phantom_encryption_public_key`. */
  readonly encryptionPublicKey: string;
}

function sha256(text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(text).digest());
}

/**
 * Derives the responder's keys from a seed, so its address is stable across runs (tests and the
 * demo can fund it ahead of time). For local use only: anyone who knows the seed has the key.
 *
 * @example
 * ```ts
 * const { walletAddress, encryptionPublicKey } = derivePhantomResponderKeys('my-seed');
 * ```
 */
export function derivePhantomResponderKeys(seed: string): PhantomResponderKeys {
  const sign = nacl.sign.keyPair.fromSeed(sha256(`${seed}:sign`));
  const box = nacl.box.keyPair.fromSecretKey(sha256(`${seed}:box`));
  const b58 = getBase58Decoder();
  return {
    walletAddress: address(b58.decode(sign.publicKey)),
    signSecretKey: sign.secretKey,
    signPublicKey: sign.publicKey,
    boxPublicKey: box.publicKey,
    boxSecretKey: box.secretKey,
    encryptionPublicKey: b58.decode(box.publicKey),
  };
}
