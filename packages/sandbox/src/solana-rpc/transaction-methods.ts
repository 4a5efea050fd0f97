import { getBase58Encoder } from '@solana/kit';
import { encodeAccount, readAccountEncoding } from './account-encoding.js';
import { mintDecimalsAt } from './account-methods.js';
import { decodeBase64Param } from './cluster-methods.js';
import { invalidParams, JSON_RPC_ERROR_CODES, JsonRpcError } from './json-rpc-error.js';
import type { LoadedAddresses } from './lookup-table-addresses.js';
import { type RpcMethodTable, withContext } from './rpc-method.js';
import {
  contextSlot,
  expectParams,
  readAddress,
  readBoolean,
  readConfig,
  readEncoding,
  readOptionalInteger,
  readSignature,
  readString,
  readUnsignedInteger,
} from './rpc-params.js';
import { chargedFee, collectSimulationBalances } from './simulation-balances.js';
import { MAX_BLOCKHASH_AGE, type TransactionOutcome } from './svm-ledger.js';
import { describeTransactionError } from './transaction-error.js';
import type { TransactionTokenBalance } from './transaction-token-balances.js';
import {
  MAX_TRANSACTION_BYTES,
  parseWireTransaction,
  sanitizeTransaction,
  WireFormatError,
  type WireTransaction,
} from './transaction-wire.js';
import { verifyTransactionSignatures } from './verify-signatures.js';

const TRANSACTION_TYPE = 'solana_transaction::versioned::VersionedTransaction';
// Longest base58/base64 text a 1232-byte packet can take.
const MAX_BASE58_TEXT = 1683;
const MAX_BASE64_TEXT = 1644;
const MAX_SIGNATURE_STATUSES = 256;

// Decodes, deserializes and sanitizes a transaction param with the validator's wording.
function readTransaction(value: unknown, config: Record<string, unknown>): WireTransaction {
  const encoding = readEncoding(
    config,
    ['base58', 'base64', 'binary', 'json', 'jsonParsed'],
    'base58',
  );
  if (encoding === 'json' || encoding === 'jsonParsed')
    throw invalidParams(`unsupported encoding: ${encoding}. Supported encodings: base58, base64`);
  const text = readString(value);
  const base = encoding === 'base64' ? 64 : 58;
  const maxText = base === 64 ? MAX_BASE64_TEXT : MAX_BASE58_TEXT;
  if (text.length > maxText)
    throw invalidParams(
      `base${base} encoded ${TRANSACTION_TYPE} too large: ${text.length} bytes (max: encoded/raw ${maxText}/${MAX_TRANSACTION_BYTES})`,
    );
  let bytes: Uint8Array;
  if (base === 64) {
    bytes = decodeBase64Param(text, 'invalid base64 encoding');
  } else {
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(text));
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  }
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams(
      `decoded ${TRANSACTION_TYPE} too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  let transaction: WireTransaction;
  try {
    transaction = parseWireTransaction(bytes);
  } catch (error) {
    if (error instanceof WireFormatError)
      throw invalidParams(`failed to deserialize ${TRANSACTION_TYPE}: ${error.message}`);
    throw error;
  }
  try {
    sanitizeTransaction(transaction);
  } catch (error) {
    if (error instanceof WireFormatError)
      throw invalidParams(`invalid transaction: ${error.message}`);
    throw error;
  }
  return transaction;
}

function signatureVerificationFailure(): JsonRpcError {
  return new JsonRpcError(
    JSON_RPC_ERROR_CODES.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  );
}

// The simulation fields a validator reports, in its order; `accounts` and the rest are filled per
// method. `loadedAccountsDataSize` is left out: LiteSVM does not report it.
function simulationResult(outcome: TransactionOutcome) {
  return {
    err: outcome.err,
    logs: outcome.logs,
    accounts: null as unknown[] | null,
    unitsConsumed: outcome.unitsConsumed,
    returnData: outcome.returnData,
    innerInstructions: null as unknown[] | null,
    replacementBlockhash: null as { blockhash: string; lastValidBlockHeight: number } | null,
    fee: null as bigint | null,
    preBalances: null as bigint[] | null,
    postBalances: null as bigint[] | null,
    preTokenBalances: null as TransactionTokenBalance[] | null,
    postTokenBalances: null as TransactionTokenBalance[] | null,
    loadedAddresses: null as LoadedAddresses | null,
  };
}

/** `sendTransaction`, `simulateTransaction`, `getSignatureStatuses` and `requestAirdrop`. */
export const transactionMethods: RpcMethodTable = {
  sendTransaction: (params, { ledger }) => {
    const [encoded, rawConfig] = expectParams(params, 1, 2);
    const config = readConfig(rawConfig);
    const transaction = readTransaction(encoded, config);
    const skipPreflight = readBoolean(config, 'skipPreflight', false);
    readOptionalInteger(config, 'maxRetries');
    const preflightSlot = contextSlot(ledger, config, 'preflightCommitment');
    if (!skipPreflight) {
      if (!verifyTransactionSignatures(transaction)) throw signatureVerificationFailure();
      const outcome = ledger.simulate(transaction, { sigVerify: true, bankSlot: preflightSlot });
      if (outcome.err !== null)
        throw new JsonRpcError(
          JSON_RPC_ERROR_CODES.sendTransactionPreflightFailure,
          `Transaction simulation failed: ${describeTransactionError(outcome.err)}`,
          // As a validator's: the fee, but no balances nor loaded addresses.
          { ...simulationResult(outcome), fee: chargedFee(transaction.message, outcome.err) },
        );
    }
    // Lands now, or is silently dropped (bad signature, unknown blockhash…), as on a validator.
    ledger.execute(transaction);
    return transaction.signature;
  },

  simulateTransaction: (params, { ledger }) => {
    const [encoded, rawConfig] = expectParams(params, 1, 2);
    const config = readConfig(rawConfig);
    const transaction = readTransaction(encoded, config);
    const sigVerify = readBoolean(config, 'sigVerify', false);
    const replaceRecentBlockhash = readBoolean(config, 'replaceRecentBlockhash', false);
    const innerInstructions = readBoolean(config, 'innerInstructions', false);
    if (sigVerify && replaceRecentBlockhash)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const slot = contextSlot(ledger, config);
    const accountsConfig = readConfig(config.accounts);
    const addresses =
      config.accounts === undefined || config.accounts === null
        ? undefined
        : Array.isArray(accountsConfig.addresses)
          ? accountsConfig.addresses.map(readAddress)
          : (() => {
              throw invalidParams('Invalid params: missing field `addresses`.');
            })();
    const { encoding } = readAccountEncoding(accountsConfig, 'base64');
    if (encoding === 'binary' || encoding === 'base58')
      throw invalidParams('base58 encoding not supported');
    if (sigVerify && !verifyTransactionSignatures(transaction))
      throw signatureVerificationFailure();
    const outcome = ledger.simulate(transaction, {
      sigVerify,
      bankSlot: slot,
      replaceRecentBlockhash,
    });
    const result = {
      ...simulationResult(outcome),
      ...collectSimulationBalances({
        message: transaction.message,
        loadedAddresses: ledger.loadedAddresses(transaction),
        err: outcome.err,
        postAccounts: outcome.postAccounts,
        // The simulation ran on the current (processed) state, whatever the commitment.
        readAccount: (address) => ledger.getAccount(address, ledger.slot),
      }),
    };
    if (addresses !== undefined) {
      const mintDecimals = mintDecimalsAt(ledger, slot);
      result.accounts = addresses.map((address) => {
        const account = outcome.postAccounts.find((candidate) => candidate.address === address);
        return outcome.err !== null || account === undefined
          ? null
          : encodeAccount(account, { encoding, dataSlice: undefined, mintDecimals });
      });
    }
    if (innerInstructions) result.innerInstructions = outcome.innerInstructions;
    if (outcome.replacementBlockhash !== null)
      result.replacementBlockhash = {
        blockhash: outcome.replacementBlockhash.blockhash,
        lastValidBlockHeight: outcome.replacementBlockhash.blockHeight + MAX_BLOCKHASH_AGE,
      };
    return withContext(slot, result);
  },

  getSignatureStatuses: (params, { ledger }) => {
    const [signatures, rawConfig] = expectParams(params, 1, 2);
    readBoolean(readConfig(rawConfig), 'searchTransactionHistory', false);
    if (!Array.isArray(signatures))
      throw invalidParams('Invalid params: invalid type: expected a sequence.');
    if (signatures.length > MAX_SIGNATURE_STATUSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    const value = signatures.map((signature) => {
      const status = ledger.signatureStatus(readSignature(signature));
      if (status === null) return null;
      return { ...status, status: status.err === null ? { Ok: null } : { Err: status.err } };
    });
    return withContext(ledger.commitmentSlot('processed'), value);
  },

  requestAirdrop: async (params, { ledger, faucet }) => {
    const [address, amount, rawConfig] = expectParams(params, 2, 3);
    const recipient = readAddress(address);
    const lamports = BigInt(readUnsignedInteger(amount));
    contextSlot(ledger, readConfig(rawConfig));
    const outcome = await faucet.transfer(recipient, lamports);
    return outcome.signature;
  },
};
