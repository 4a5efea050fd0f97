import type { RedirectResult } from '../deeplink/deep-link-types.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';

/**
 * A deep-link sign-and-send answer, followed to confirmation on the config's connection and held
 * to the transaction that was asked for before anyone sees it; other results pass unchanged. A
 * failure becomes the result's `error`, so the page that came back hears why.
 */
export async function confirmRedirectResult(
  result: RedirectResult,
  getConnection: () => Promise<SolanaConnection>,
  signer: string | undefined,
): Promise<RedirectResult> {
  const data = result.data;
  if (data?.method !== 'signAndSendTransaction') return result;
  try {
    const [{ confirmWalletSentTransaction }, connection] = await Promise.all([
      import('../transactions/confirm-wallet-sent-transaction.js'),
      getConnection(),
    ]);
    await confirmWalletSentTransaction({
      connection,
      signature: data.signature,
      asked: data.transaction,
      signer,
      ...(data.lastValidBlockHeight === undefined
        ? {}
        : { lastValidBlockHeight: data.lastValidBlockHeight }),
    });
    return result;
  } catch (error) {
    return {
      method: result.method,
      requestId: result.requestId,
      error: isLatchkeyError(error) ? error : TransactionExecutionError.from(error),
    };
  }
}
