import {
  CustodyError,
  isEvmAddress,
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS,
  LatchkeyError,
} from '@latchkey/core';
import type { CustodySignature } from '@latchkey/core/custody';
import type { EmbeddedWallet } from '@latchkey/core/embedded';

/** What the EVM side needs of an embedded wallet: who is signed in, and raw-payload signing. */
export type EmbeddedEvmSigner = Pick<EmbeddedWallet, 'getUser' | 'signRawPayload'>;

import {
  getAddress,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  type LocalAccount,
  serializeSignature,
  serializeTransaction,
} from 'viem';
import { toAccount } from 'viem/accounts';
import { toViemSignature } from './to-viem-signature.js';

/** Signs a 32-byte digest as it is (no hashing) with the account's secp256k1 key. */
export type SignDigest = (digest: Uint8Array) => Promise<CustodySignature>;

/**
 * An EVM account whose key the custody provider holds, as a viem `LocalAccount`: every
 * signature (message, typed data, transaction, raw hash) is one raw-payload signature of the
 * digest viem would sign, returned as `{ r, s, v }` and serialized the usual way.
 *
 * @throws {LatchkeyError} 'Invalid EVM address: …' unless `address` is 0x and 40 hex digits.
 * @example
 * ```ts
 * const account = createEmbeddedEvmAccount({
 *   address: '0x…',
 *   signDigest: (digest) =>
 *     embeddedWallet.signRawPayload({ address, payload: digest, hashFunction: 'HASH_FUNCTION_NO_OP' }),
 * });
 * const walletClient = createWalletClient({ account, chain, transport: http() });
 * ```
 */
export function createEmbeddedEvmAccount(parameters: {
  address: string;
  signDigest: SignDigest;
}): LocalAccount<'latchkey'> {
  if (!isEvmAddress(parameters.address)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS, {
      context: { address: parameters.address },
    });
  }
  const signHash = async (hash: Hex) =>
    toViemSignature(await parameters.signDigest(hexToBytes(hash)));
  const account = toAccount({
    address: getAddress(parameters.address),
    sign: async ({ hash }) => serializeSignature(await signHash(hash)),
    signMessage: async ({ message }) => serializeSignature(await signHash(hashMessage(message))),
    signTypedData: async (typedData) =>
      serializeSignature(await signHash(hashTypedData(typedData))),
    async signTransaction(transaction, options) {
      const serializer = options?.serializer ?? serializeTransaction;
      // Blob sidecars are not part of what is signed.
      const signable =
        transaction.type === 'eip4844' ? { ...transaction, sidecars: false as const } : transaction;
      const signature = await signHash(keccak256(await serializer(signable)));
      return serializer(transaction, signature);
    },
  });
  return { ...account, source: 'latchkey' };
}

/**
 * The signed-in embedded user's EVM account, signing through their custody session.
 *
 * @throws {CustodyError} 'No turnkey account' when nobody is signed in or the user holds no EVM
 * account.
 * @example
 * ```ts
 * const account = embeddedEvmAccount(embeddedWallet);
 * await account.signMessage({ message: 'hello' });
 * ```
 */
export function embeddedEvmAccount(embeddedWallet: EmbeddedEvmSigner): LocalAccount<'latchkey'> {
  const credential = embeddedWallet
    .getUser()
    ?.verifiedCredentials.find((candidate) => candidate.chain === 'evm');
  if (!credential) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  return createEmbeddedEvmAccount({
    address: credential.address,
    signDigest: (digest) =>
      embeddedWallet.signRawPayload({
        address: credential.address,
        payload: digest,
        hashFunction: 'HASH_FUNCTION_NO_OP',
      }),
  });
}
