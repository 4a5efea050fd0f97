import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';

/** A built, unsigned transaction ready for a wallet to sign. */
export interface BuiltTransaction {
  /** v0 wire bytes, signature slots zeroed. */
  readonly transaction: Uint8Array;
  readonly feePayer: Address;
  readonly blockhash: string;
  /** Block height after which the blockhash, and so the transaction, expires. */
  readonly lastValidBlockHeight: bigint;
  /** The compute-unit limit the transaction requests, when built with a priority fee. */
  readonly computeUnitLimit?: number;
  /** The price it pays per compute unit, in micro-lamports, when it pays one. */
  readonly priorityFeeMicroLamports?: bigint;
}

/** Compiles instructions into an unsigned v0 transaction. */
export function compileTransfer(parameters: {
  feePayer: Address;
  instructions: readonly Instruction[];
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint };
}): BuiltTransaction {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(parameters.feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(parameters.blockhash, m),
    (m) => appendTransactionMessageInstructions(parameters.instructions, m),
  );
  const transaction = getTransactionEncoder().encode(compileTransaction(message));
  return Object.freeze({
    transaction: new Uint8Array(transaction),
    feePayer: parameters.feePayer,
    blockhash: parameters.blockhash.blockhash,
    lastValidBlockHeight: parameters.blockhash.lastValidBlockHeight,
  });
}
