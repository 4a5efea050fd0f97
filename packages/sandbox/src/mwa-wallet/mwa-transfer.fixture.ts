import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/**
 * An unsigned v0 transfer from `from` to a fresh address, as wire bytes, on the RPC's latest
 * blockhash.
 */
export async function unsignedTransfer(rpcUrl: string, from: Address, amount: bigint) {
  const { value: blockhash } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send();
  const source = createNoopSigner(from);
  const recipient = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source, destination: recipient, amount: lamports(amount) }),
        m,
      ),
  );
  const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  return { wire, recipient };
}
