import type { Connector, SolanaNetwork } from '@latchkey/core';
import {
  buildSolTransfer,
  buildTokenTransfer,
  createSolanaConnection,
  getTransactionFee,
  signAndSendTransaction,
} from '@latchkey/core/transactions';

export async function payInSolThenUsdc(network: SolanaNetwork, wallet: Connector, from: string) {
  const connection = createSolanaConnection(network); // commitment 'confirmed'
  const to = 'GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz';

  const sol = await buildSolTransfer({ from, to, amount: '0.25', connection });
  const fee = await getTransactionFee({ transaction: sol.transaction, connection }); // lamports
  const { signature } = await signAndSendTransaction({
    transaction: sol.transaction,
    lastValidBlockHeight: sol.lastValidBlockHeight,
    sign: (bytes) => wallet.signTransaction(bytes),
    connection,
    onProgress: ({ stage }) => console.info(stage), // signing → sending → confirming → confirmed
  });

  // SPL Token or Token-2022, whichever owns the mint; the recipient's account is created if needed.
  const usdc = await buildTokenTransfer({
    from,
    to,
    mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    amount: '12.5',
    connection,
  });
  await signAndSendTransaction({
    ...usdc,
    sign: (bytes) => wallet.signTransaction(bytes),
    connection,
  });
  return { signature, fee };
}
