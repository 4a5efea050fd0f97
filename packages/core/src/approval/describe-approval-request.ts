import type { Logger } from '../logger/logger.js';
import type { SolanaCluster } from '../networks/solana-network.js';
import { buildTransactionPreview } from '../preview/build-transaction-preview.js';
import { readMessage } from '../preview/read-message.js';
import type { TokenListEntry } from '../preview/transaction-preview.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { ApprovalDraft, ApprovalRequest } from './approval-request.js';

/**
 * What asking needs of the config (which satisfies it): where the simulations run (the selected
 * network, at the time of the request), the host's token names, and the logger.
 */
export interface ApprovalSource {
  getConnection(): Promise<SolanaConnection>;
  getNetwork(): { readonly cluster: SolanaCluster };
  readonly tokens: readonly TokenListEntry[] | undefined;
  readonly logger: Logger;
}

/**
 * Turns what a connector is about to sign into what the user is shown: the message as text or
 * bytes, or one simulation per transaction, started at once and in parallel. The request is
 * returned before the simulations finish, so the view opens without waiting for the network.
 */
export async function describeApprovalRequest(
  source: ApprovalSource,
  draft: ApprovalDraft,
  signal: AbortSignal,
): Promise<ApprovalRequest> {
  const { walletName, address } = draft;
  if (draft.kind === 'message') {
    const message = readMessage(draft.bytes);
    return { kind: 'message', walletName, address, bytes: draft.bytes, message };
  }
  const previews = source.getConnection().then((connection) =>
    Promise.all(
      draft.transactions.map((transaction) =>
        buildTransactionPreview({
          connection,
          transaction,
          address,
          tokens: source.tokens,
          cluster: source.getNetwork().cluster,
          signal,
        }),
      ),
    ),
  );
  // A view that closes before reading them must not leave an unhandled rejection behind.
  previews.catch(() => undefined);
  const { send } = draft;
  return {
    kind: 'transactions',
    walletName,
    address,
    send,
    count: draft.transactions.length,
    previews,
  };
}
