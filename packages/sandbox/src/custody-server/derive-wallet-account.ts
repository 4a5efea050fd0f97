import { randomUUID } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { HDKey as Secp256k1HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getBase58Decoder } from '@solana/kit';
import { HDKey as Ed25519HDKey } from 'micro-ed25519-hdkey';
import { invalidArgument } from './custody-api-error.js';
import type { AccountRecord } from './custody-state.js';

/** What a wallet account asks for, in the provider's parameter names. */
export interface AccountParameters {
  curve: string;
  pathFormat?: string;
  path: string;
  addressFormat: string;
}

/** An Ethereum address with its EIP-55 mixed-case checksum. */
export function toChecksumAddress(lowercaseHex: string): string {
  const hex = lowercaseHex.replace(/^0x/, '').toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? (hex[i] as string).toUpperCase() : hex[i];
  }
  return out;
}

/**
 * Derives one account of a wallet from its mnemonic, as the provider does: SLIP-10 ed25519 for
 * Solana (hardened path, address = base58 public key), BIP-32 secp256k1 for Ethereum (address =
 * last 20 bytes of keccak256 of the public key, EIP-55).
 *
 * @throws {CustodyApiError} 400 for an unsupported curve / address format pair or a bad path.
 */
export function deriveWalletAccount(
  mnemonic: string,
  walletId: string,
  parameters: AccountParameters,
): AccountRecord {
  const seed = mnemonicToSeedSync(mnemonic);
  const base = {
    walletAccountId: randomUUID(),
    walletId,
    pathFormat: parameters.pathFormat ?? 'PATH_FORMAT_BIP32',
    path: parameters.path,
    addressFormat: parameters.addressFormat,
    createdAt: Date.now(),
  };
  try {
    if (
      parameters.curve === 'CURVE_ED25519' &&
      parameters.addressFormat === 'ADDRESS_FORMAT_SOLANA'
    ) {
      const key = Ed25519HDKey.fromMasterSeed(seed).derive(parameters.path);
      const publicKey = ed25519.getPublicKey(key.privateKey);
      return {
        ...base,
        curve: 'CURVE_ED25519',
        address: getBase58Decoder().decode(publicKey),
        publicKey: bytesToHex(publicKey),
        privateKey: bytesToHex(key.privateKey),
      };
    }
    if (
      parameters.curve === 'CURVE_SECP256K1' &&
      parameters.addressFormat === 'ADDRESS_FORMAT_ETHEREUM'
    ) {
      const key = Secp256k1HDKey.fromMasterSeed(seed).derive(parameters.path);
      if (!key.privateKey) throw new Error('no private key');
      const uncompressed = secp256k1.getPublicKey(key.privateKey, false);
      const address = bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12));
      return {
        ...base,
        curve: 'CURVE_SECP256K1',
        address: toChecksumAddress(address),
        publicKey: bytesToHex(secp256k1.getPublicKey(key.privateKey, true)),
        privateKey: bytesToHex(key.privateKey),
      };
    }
  } catch (cause) {
    throw invalidArgument(`Cannot derive ${parameters.path}: ${(cause as Error).message}`);
  }
  throw invalidArgument(
    `Unsupported account: ${parameters.curve} with ${parameters.addressFormat}`,
  );
}
