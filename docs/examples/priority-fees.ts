import {
  buildSolTransfer,
  MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS,
  type SolanaConnection,
} from '@latchkey/core/transactions';

export async function payWithPriorityFee(connection: SolanaConnection, from: string, to: string) {
  const amount = '0.25';
  // A fixed price: 5,000 micro-lamports per compute unit, on a limit read from a simulation.
  const fixed = await buildSolTransfer({ from, to, amount, connection, priorityFee: 5000 });
  console.info(fixed.computeUnitLimit, fixed.priorityFeeMicroLamports); // 795 5000n

  // What recent blocks paid to write the same accounts, never over the cap (1 lamport a unit).
  const auto = await buildSolTransfer({ from, to, amount, connection, priorityFee: 'auto' });
  const price = auto.priorityFeeMicroLamports ?? 0n; // absent when no recent block paid any
  return { transaction: auto.transaction, atCap: price === MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS };
}
