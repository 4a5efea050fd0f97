import { createHash } from 'node:crypto';
import { type Address, address, getBase58Decoder } from '@solana/kit';
import nacl from 'tweetnacl';

/**
 * The sandbox MWA wallet's ed25519 keys: the account it authorizes and signs as, and another
 * key it signs with only when told to misbehave (`wrong-account`).
 */
export interface MwaWalletKeys {
  readonly walletAddress: Address;
  readonly publicKey: Uint8Array;
  /** nacl.sign secret key (64 bytes: seed ‖ public key). */
  readonly secretKey: Uint8Array;
  /** A second key, not the account's: what a wallet signing with the wrong account uses. */
  readonly otherSecretKey: Uint8Array;
}

function sha256(text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(text).digest());
}

/**
 * Derives the wallet's keys from a seed, so its address is stable across runs (tests and the
 * demo can fund it ahead of time). Local use only: anyone who knows the seed has the key.
 */
export function deriveMwaWalletKeys(seed: string): MwaWalletKeys {
  const sign = nacl.sign.keyPair.fromSeed(sha256(`${seed}:sign`));
  const other = nacl.sign.keyPair.fromSeed(sha256(`${seed}:other`));
  return {
    walletAddress: address(getBase58Decoder().decode(sign.publicKey)),
    publicKey: sign.publicKey,
    secretKey: sign.secretKey,
    otherSecretKey: other.secretKey,
  };
}
