// Transfer the usual way: web3.js v1 + @solana/spl-token, a SOL and a token transfer, confirmed.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token';
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';

export async function pay(
  sign: (transaction: Transaction) => Promise<Transaction>,
  fromAddress: string,
) {
  const connection = new Connection('https://rpc.example', 'confirmed');
  const from = new PublicKey(fromAddress);
  const to = new PublicKey('GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz');
  const send = async (transaction: Transaction) => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    transaction.recentBlockhash = blockhash;
    transaction.feePayer = from;
    const signed = await sign(transaction);
    const signature = await connection.sendRawTransaction(signed.serialize());
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  };
  await send(
    new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 0.1 * LAMPORTS_PER_SOL }),
    ),
  );
  const mintAddress = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  const mint = await getMint(connection, mintAddress);
  const source = getAssociatedTokenAddressSync(mintAddress, from);
  const destination = getAssociatedTokenAddressSync(mintAddress, to);
  await send(
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mintAddress),
      createTransferCheckedInstruction(
        source,
        mintAddress,
        destination,
        from,
        1.5 * 10 ** mint.decimals,
        mint.decimals,
      ),
    ),
  );
}
