import { type Address, createNoopSigner, getBase64Encoder, type Instruction } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { tokenAmountToBaseUnits } from '../amounts/token-amount.js';
import {
  LATCHKEY_ERROR__TRANSACTION__MINT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { checkTransferAmount } from './check-amount.js';
import { type BuiltTransaction, compileTransfer } from './compile-transfer.js';
import { compileWithPriorityFee } from './compile-with-priority-fee.js';
import { parseAddress, parseDestination } from './parse-address.js';
import { type PriorityFee, parsePriorityFee } from './priority-fee.js';
import { readFromRpc } from './read-from-rpc.js';
import { readAutoPriorityFee } from './recent-priority-fee.js';
import type { SolanaConnection } from './solana-connection.js';
import { readMintDecimals, TOKEN_PROGRAM_ADDRESSES } from './token-programs.js';

/** Parameters of {@link buildTokenTransfer}. */
export interface BuildTokenTransferParameters {
  /** The token owner sending; pays the fee (and the recipient's account rent, if created). */
  from: string;
  /** The recipient's wallet address (not a token account). */
  to: string;
  mint: string;
  /** Tokens as a decimal; floored to the mint's decimals, read from the chain. */
  amount: string | number;
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  /**
   * Micro-lamports per compute unit, or `'auto'` (recent fees for the same accounts). Absent or
   * 0: no Compute Budget instructions, as before.
   */
  priorityFee?: PriorityFee | undefined;
  signal?: AbortSignal;
}

/** What {@link buildTokenTransfer} returns. */
export interface BuiltTokenTransfer extends BuiltTransaction {
  readonly tokenProgram: Address;
  readonly decimals: number;
  /** Base units transferred. */
  readonly amount: bigint;
  /** Whether the transaction creates the recipient's associated token account. */
  readonly createsRecipientAccount: boolean;
}

/** What {@link buildTokenTransfer} returns. */
export type BuildTokenTransferReturnType = BuiltTokenTransfer;

/** What {@link buildTokenTransfer} can throw. */
export type BuildTokenTransferErrorType = LatchkeyError;

/**
 * Builds an unsigned v0 `transferChecked` between associated token accounts, for SPL Token or
 * Token-2022 (whichever owns the mint). The recipient's account is created idempotently in the
 * same transaction when missing. Two RPC requests: the mint and all candidate token accounts in
 * one `getMultipleAccounts`, and the latest blockhash, in parallel.
 *
 * With a `priorityFee`, `SetComputeUnitPrice` and `SetComputeUnitLimit` go in front, the limit
 * from a simulation (`simulateTransaction`, once the instructions are known: one more request)
 * and, for `'auto'`, the price from `getRecentPrioritizationFees`, read beside the first two over
 * the sender and every candidate token account (the other program's accounts cannot have paid
 * fees, so the answer is the transaction's). The result reports `computeUnitLimit` and
 * `priorityFeeMicroLamports`.
 *
 * @throws {LatchkeyError} 'Destination is required', 'Source token account not found', a
 * missing mint, an invalid address, amount or priority fee, or — with a priority fee —
 * 'Transaction failed' (logs in `details`) when the simulation fails.
 * @example
 * ```ts
 * const { transaction } = await buildTokenTransfer({ from, to, mint, amount: '12.5', connection });
 * const fast = await buildTokenTransfer({ from, to, mint, amount: '1', connection, priorityFee: 5000 });
 * ```
 */
export async function buildTokenTransfer(
  parameters: BuildTokenTransferParameters,
): Promise<BuildTokenTransferReturnType> {
  const to = parseDestination(parameters.to);
  const from = parseAddress(parameters.from);
  const mint = parseAddress(parameters.mint);
  const priorityFee = parsePriorityFee(parameters.priorityFee);
  const { connection, signal } = parameters;
  const send = signal ? { abortSignal: signal } : undefined;

  // The mint's owner decides the token program, and the program is part of the ATA seeds, so
  // fetch the accounts for both programs at once instead of waiting for the mint first.
  const candidates = await Promise.all(
    TOKEN_PROGRAM_ADDRESSES.map(async (tokenProgram) => ({
      tokenProgram,
      source: (await findAssociatedTokenPda({ owner: from, mint, tokenProgram }))[0],
      destination: (await findAssociatedTokenPda({ owner: to, mint, tokenProgram }))[0],
    })),
  );
  const tokenAccountAddresses = candidates.flatMap((c) => [c.source, c.destination]);
  const { blockhash, mintAccount, tokenAccounts, decimals, microLamports } = await readFromRpc(
    async () => {
      const [accounts, latest, microLamports] = await Promise.all([
        connection.rpc
          .getMultipleAccounts([mint, ...tokenAccountAddresses], {
            encoding: 'base64',
            commitment: connection.commitment,
          })
          .send(send),
        connection.rpc.getLatestBlockhash({ commitment: connection.commitment }).send(send),
        priorityFee === 'auto'
          ? readAutoPriorityFee({ connection, accounts: [from, ...tokenAccountAddresses], signal })
          : priorityFee,
      ]);
      const [first, ...rest] = accounts.value;
      return {
        blockhash: latest,
        mintAccount: first,
        tokenAccounts: rest,
        decimals: first ? readMintDecimals(getBase64Encoder().encode(first.data[0])) : undefined,
        microLamports,
      };
    },
    signal,
  );
  const candidateIndex = candidates.findIndex((c) => c.tokenProgram === mintAccount?.owner);
  const candidate = candidates[candidateIndex];
  if (!mintAccount || !candidate || decimals === undefined) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__MINT_NOT_FOUND, { context: { mint } });
  }
  if (!tokenAccounts[candidateIndex * 2]) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND);
  }
  const createsRecipientAccount = !tokenAccounts[candidateIndex * 2 + 1];
  const amount = checkTransferAmount(tokenAmountToBaseUnits(parameters.amount, decimals));
  const owner = createNoopSigner(from);
  const programConfig = { programAddress: candidate.tokenProgram };

  const instructions: Instruction[] = [];
  if (createsRecipientAccount) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: candidate.destination,
        owner: to,
        mint,
        tokenProgram: candidate.tokenProgram,
      }),
    );
  }
  instructions.push(
    getTransferCheckedInstruction(
      {
        source: candidate.source,
        mint,
        destination: candidate.destination,
        authority: owner,
        amount,
        decimals,
      },
      programConfig,
    ),
  );
  return Object.freeze({
    // The blockhash came from the RPC: an odd one fails here, as the RPC's fault.
    ...(await readFromRpc(
      async () =>
        microLamports === undefined
          ? compileTransfer({ feePayer: from, blockhash: blockhash.value, instructions })
          : compileWithPriorityFee({
              connection,
              feePayer: from,
              instructions,
              blockhash: blockhash.value,
              microLamports,
              signal,
            }),
      signal,
    )),
    tokenProgram: candidate.tokenProgram,
    decimals,
    amount,
    createsRecipientAccount,
  });
}
