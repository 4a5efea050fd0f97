// Transfer, headless: build and send a SOL and a token transfer, confirmed.
import {
  buildSolTransfer,
  buildTokenTransfer,
  createSolanaConnection,
  signAndSendTransaction,
} from '@latchkey/core/transactions';

export async function pay(sign: (bytes: Uint8Array) => Promise<Uint8Array>, from: string) {
  const connection = createSolanaConnection({ rpcUrl: 'https://rpc.example', wsUrl: undefined });
  const to = 'GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz';
  const sol = await buildSolTransfer({ from, to, amount: '0.1', connection });
  await signAndSendTransaction({ ...sol, sign, connection });
  const token = await buildTokenTransfer({
    from,
    to,
    mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    amount: '1.5',
    connection,
  });
  await signAndSendTransaction({ ...token, sign, connection });
}
