import { getBase58Decoder, getBase64Decoder } from '@solana/kit';
import { invalidParams, JsonRpcError } from './json-rpc-error.js';
import type { RpcMethodHandler } from './rpc-method.js';
import {
  expectParams,
  readCommitment,
  readConfig,
  readEncoding,
  readOptionalInteger,
  readSignature,
} from './rpc-params.js';
import { computeTransactionFee } from './transaction-fee.js';

// The validator's answer to a v0 transaction asked for without maxSupportedTransactionVersion.
const UNSUPPORTED_TRANSACTION_VERSION = -32015;

/**
 * `getTransaction`: a landed transaction with its status meta, in base58 or base64 (the
 * encodings a wallet SDK reads back wire bytes with), at 'confirmed' or 'finalized' as on a
 * validator; null until it is there.
 */
export const getTransactionMethod: RpcMethodHandler = (params, { ledger }) => {
  const [signature, rawConfig] = expectParams(params, 1, 2);
  // The old positional form passes the encoding as a string.
  const config =
    typeof rawConfig === 'string' ? { encoding: rawConfig } : readConfig(rawConfig ?? {});
  const encoding = readEncoding(config, ['base58', 'base64', 'json', 'jsonParsed'], 'json');
  if (encoding === 'json' || encoding === 'jsonParsed')
    throw invalidParams(`unsupported encoding: ${encoding}. Supported encodings: base58, base64`);
  const commitment = readCommitment(config);
  if (commitment === 'processed')
    throw invalidParams('Method does not support commitment below `confirmed`');
  const maxVersion = readOptionalInteger(config, 'maxSupportedTransactionVersion');
  const landed = ledger.landedTransaction(readSignature(signature), commitment);
  if (!landed) return null;
  const { transaction, outcome } = landed;
  const version = transaction.message.version;
  if (version === 0 && maxVersion === undefined)
    throw new JsonRpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  const wire =
    encoding === 'base64'
      ? getBase64Decoder().decode(transaction.bytes)
      : getBase58Decoder().decode(transaction.bytes);
  return {
    slot: landed.slot,
    blockTime: null,
    version,
    transaction: [wire, encoding],
    meta: {
      err: outcome.err,
      status: outcome.err === null ? { Ok: null } : { Err: outcome.err },
      fee: computeTransactionFee(transaction.message) ?? 0n,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      innerInstructions: outcome.innerInstructions,
      logMessages: outcome.logs,
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: outcome.unitsConsumed,
    },
  };
};
