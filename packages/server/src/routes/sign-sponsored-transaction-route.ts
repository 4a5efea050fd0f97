import { base64 } from '@scure/base';
import { isAddress } from '@solana/kit';
import { invalidRequest } from '../server-error.js';
import { cosignSponsoredTransaction } from '../sponsorship/cosign-sponsored-transaction.js';
import { readBase64Transaction } from '../sponsorship/read-wire-transaction.js';
import type { Route } from './api-route.js';
import { requireSponsorship } from './server-context.js';

/**
 * Sponsorship, step two: the sender-signed transaction back; the fee payer signs it and it is
 * charged.
 */
export const signSponsoredTransactionRoute: Route<'signSponsoredTransaction'> = {
  needs: 'sponsorship',
  async answer(server, { body, environmentId, clientAddress, database, signal }) {
    const { address, transaction } = body;
    if (typeof address !== 'string' || !isAddress(address)) {
      throw invalidRequest('address must be a Solana address');
    }
    const cosigned = await cosignSponsoredTransaction(
      { ...requireSponsorship(server), database },
      {
        transaction: readBase64Transaction(transaction, 'transaction'),
        sender: address,
        signal,
        environmentId,
        clientIp: clientAddress,
      },
    );
    server.metrics?.sponsored(environmentId, cosigned.feeLamports);
    return { transaction: base64.encode(cosigned.transaction) };
  },
};
