import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { parameterList } from './activity-parameters.js';
import { invalidArgument } from './custody-api-error.js';
import { findAccount } from './find-in-organization.js';
import { decodePayload, signSolanaTransaction, signWithAccount } from './sign-with-account.js';

/** `sign_raw_payload`: one payload signed with the account `signWith`. */
export function signRawPayload({ organization, parameters }: ActivityContext): ActivityOutcome {
  return {
    resultKey: 'signRawPayloadResult',
    result: {
      ...signWithAccount(
        findAccount(organization, parameters.signWith),
        decodePayload(parameters.payload, parameters.encoding),
        parameters.hashFunction,
      ),
    },
  };
}

/**
 * `sign_raw_payloads`: several payloads signed with the one account `signWith`.
 *
 * @throws {CustodyApiError} 3 'payloads must not be empty'.
 */
export function signRawPayloads({ organization, parameters }: ActivityContext): ActivityOutcome {
  const account = findAccount(organization, parameters.signWith);
  const payloads = parameterList(parameters.payloads, 'payloads') as unknown[];
  if (payloads.length === 0) throw invalidArgument('payloads must not be empty');
  return {
    resultKey: 'signRawPayloadsResult',
    result: {
      signatures: payloads.map((payload) =>
        signWithAccount(
          account,
          decodePayload(payload, parameters.encoding),
          parameters.hashFunction,
        ),
      ),
    },
  };
}

/**
 * `sign_transaction`: a Solana transaction signed by the account `signWith`.
 *
 * @throws {CustodyApiError} 3 'Unsupported transaction type: …' for anything but Solana.
 */
export function signTransaction({ organization, parameters }: ActivityContext): ActivityOutcome {
  if (parameters.type !== 'TRANSACTION_TYPE_SOLANA') {
    throw invalidArgument(`Unsupported transaction type: ${String(parameters.type)}`);
  }
  return {
    resultKey: 'signTransactionResult',
    result: {
      signedTransaction: signSolanaTransaction(
        findAccount(organization, parameters.signWith),
        parameters.unsignedTransaction,
      ),
    },
  };
}
