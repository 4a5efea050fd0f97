import { base64 } from '@scure/base';
import { isAddress } from '@solana/kit';
import { isRecord } from '../http/request-context.js';
import { invalidRequest } from '../server-error.js';
import { prepareSponsoredTransaction } from '../sponsorship/prepare-sponsored-transaction.js';
import { readBase64Transaction } from '../sponsorship/read-wire-transaction.js';
import type { Route } from './api-route.js';
import { requireSponsorship } from './server-context.js';

/**
 * Sponsorship, step one: the fee payer in front of the unsigned transaction, its slot empty;
 * nothing signed or charged.
 */
export const optimizeTransactionRoute: Route<'optimizeTransaction'> = {
  needs: 'sponsorship',
  async answer(server, { body, environmentId, clientAddress, database }) {
    const inner = body.solanaTransactionOptimizationRequest;
    if (!isRecord(inner)) {
      throw invalidRequest('solanaTransactionOptimizationRequest must be an object');
    }
    const { address, transaction } = inner;
    if (typeof address !== 'string' || !isAddress(address)) {
      throw invalidRequest('solanaTransactionOptimizationRequest.address must be a Solana address');
    }
    const bytes = readBase64Transaction(
      transaction,
      'solanaTransactionOptimizationRequest.transaction',
    );
    const prepared = await prepareSponsoredTransaction(
      { ...requireSponsorship(server), database },
      { transaction: bytes, sender: address, environmentId, clientIp: clientAddress },
    );
    return { transaction: base64.encode(prepared.transaction) };
  },
};
