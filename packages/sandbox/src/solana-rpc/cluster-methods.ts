import { getBase64Encoder } from '@solana/kit';
import { invalidParams } from './json-rpc-error.js';
import {
  type RpcMethodTable,
  SANDBOX_FEATURE_SET,
  SANDBOX_SOLANA_CORE_VERSION,
  withContext,
} from './rpc-method.js';
import {
  contextSlot,
  expectParams,
  readConfig,
  readString,
  readUnsignedInteger,
} from './rpc-params.js';
import { MAX_BLOCKHASH_AGE } from './svm-ledger.js';
import { computeTransactionFee } from './transaction-fee.js';
import { parseTransactionMessage, WireFormatError } from './transaction-wire.js';

// The default epoch schedule, without warm-up: the sandbox never leaves epoch 0 in practice.
const SLOTS_PER_EPOCH = 432_000;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Decodes standard, padded base64 strictly (kit's decoder skips invalid characters).
 *
 * @throws {JsonRpcError} -32602 on anything else.
 */
export function decodeBase64Param(value: unknown, errorPrefix: string): Uint8Array {
  const text = readString(value);
  if (!BASE64.test(text)) throw invalidParams(`${errorPrefix}: InvalidByte`);
  return new Uint8Array(getBase64Encoder().encode(text));
}

/** Slot, block height, blockhash, fee and node-identity methods. */
export const clusterMethods: RpcMethodTable = {
  getLatestBlockhash: (params, { ledger }) => {
    const [config] = expectParams(params, 0, 1);
    const block = ledger.blockAt(contextSlot(ledger, readConfig(config)));
    return withContext(block.slot, {
      blockhash: block.blockhash,
      lastValidBlockHeight: block.blockHeight + MAX_BLOCKHASH_AGE,
    });
  },

  isBlockhashValid: (params, { ledger }) => {
    const [blockhash, config] = expectParams(params, 1, 2);
    const slot = contextSlot(ledger, readConfig(config));
    return withContext(slot, ledger.isBlockhashValid(readString(blockhash), slot));
  },

  getFeeForMessage: (params, { ledger }) => {
    const [encoded, config] = expectParams(params, 1, 2);
    const slot = contextSlot(ledger, readConfig(config));
    const bytes = decodeBase64Param(encoded, 'invalid base64 encoding');
    let message: ReturnType<typeof parseTransactionMessage>;
    try {
      message = parseTransactionMessage(bytes);
    } catch (error) {
      if (error instanceof WireFormatError)
        throw invalidParams(
          `failed to deserialize solana_message::VersionedMessage: ${error.message}`,
        );
      throw error;
    }
    const fee = ledger.isBlockhashValid(message.recentBlockhash, slot)
      ? computeTransactionFee(message)
      : null;
    return withContext(slot, fee);
  },

  getMinimumBalanceForRentExemption: (params, { ledger }) => {
    const [length, config] = expectParams(params, 1, 2);
    contextSlot(ledger, readConfig(config));
    return ledger.svm.minimumBalanceForRentExemption(BigInt(readUnsignedInteger(length)));
  },

  getSlot: (params, { ledger }) => {
    const [config] = expectParams(params, 0, 1);
    return contextSlot(ledger, readConfig(config));
  },

  getBlockHeight: (params, { ledger }) => {
    const [config] = expectParams(params, 0, 1);
    return ledger.blockAt(contextSlot(ledger, readConfig(config))).blockHeight;
  },

  getEpochInfo: (params, { ledger }) => {
    const [config] = expectParams(params, 0, 1);
    const slot = contextSlot(ledger, readConfig(config));
    return {
      absoluteSlot: slot,
      blockHeight: ledger.blockAt(slot).blockHeight,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    };
  },

  getGenesisHash: (params, { genesisHash }) => {
    expectParams(params, 0, 0);
    return genesisHash;
  },

  getHealth: (params) => {
    expectParams(params, 0, 0);
    return 'ok';
  },

  getVersion: (params) => {
    expectParams(params, 0, 0);
    return { 'solana-core': SANDBOX_SOLANA_CORE_VERSION, 'feature-set': SANDBOX_FEATURE_SET };
  },
};
