// The same flows written the usual way with web3.js v1 and @solana/spl-token, as their docs
// show them: build, sign with a Keypair, sendAndConfirm; spl-token's own helpers for tokens.
import { getMint, getOrCreateAssociatedTokenAccount, transferChecked } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';

/**
 * @param {{ rpcUrl: string, wsUrl: string, secretKey: Uint8Array, mint: string, recipient: string }} setup
 */
export function web3jsFlows(setup) {
  const connection = new Connection(setup.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: setup.wsUrl,
  });
  const payer = Keypair.fromSecretKey(setup.secretKey);
  const recipient = new PublicKey(setup.recipient);
  const mintAddress = new PublicKey(setup.mint);
  const tokenTransfer = async () => {
    const mint = await getMint(connection, mintAddress);
    const source = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mintAddress,
      payer.publicKey,
    );
    const destination = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mintAddress,
      recipient,
    );
    await transferChecked(
      connection,
      payer,
      source.address,
      mintAddress,
      destination.address,
      payer,
      10 ** mint.decimals,
      mint.decimals,
    );
  };
  return {
    connection,
    flows: {
      solTransfer: () =>
        sendAndConfirmTransaction(
          connection,
          new Transaction().add(
            SystemProgram.transfer({
              fromPubkey: payer.publicKey,
              toPubkey: recipient,
              lamports: 0.1 * LAMPORTS_PER_SOL,
            }),
          ),
          [payer],
        ),
      tokenTransferNewRecipient: tokenTransfer,
      tokenTransfer,
      feeQuote: async () => {
        const transaction = new Transaction().add(
          SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1 }),
        );
        transaction.feePayer = payer.publicKey;
        transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
        await transaction.getEstimatedFee(connection);
      },
    },
  };
}
