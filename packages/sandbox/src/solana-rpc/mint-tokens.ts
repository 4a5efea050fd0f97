import type { Address } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
} from '@solana-program/token';
import type { Faucet } from './faucet.js';
import type { SvmLedger } from './svm-ledger.js';
import { isTokenProgram } from './token-account-data.js';

/**
 * What {@link mintTokens} needs: the mint (the faucet must be its authority), the wallet, and
 * the amount in base units.
 *
 * @example
 * ```ts
 * const request: MintTokensParameters = { mint: mints.spl, owner: wallet, amount: 5_000_000n };
 * ```
 */
export interface MintTokensParameters {
  readonly mint: Address;
  readonly owner: Address;
  /** Base units (1_000_000 = 1 token at 6 decimals). */
  readonly amount: bigint | number;
}

/**
 * Creates `owner`'s associated token account for `mint` if it is missing (under the mint's own
 * token program) and mints `amount` to it, in one faucet-signed transaction.
 *
 * @returns the transaction signature and the associated token account.
 * @throws {Error} when the mint is not a token mint or the transaction fails.
 */
export async function mintTokens(
  ledger: SvmLedger,
  faucet: Faucet,
  { mint, owner, amount }: MintTokensParameters,
): Promise<{ signature: string; tokenAccount: Address }> {
  const mintAccount = ledger.getAccount(mint, ledger.slot);
  if (!mintAccount.exists || !isTokenProgram(mintAccount.programAddress))
    throw new Error(`${mint} is not a mint of either token program`);
  const tokenProgram = mintAccount.programAddress;
  const [tokenAccount] = await findAssociatedTokenPda({ owner, tokenProgram, mint });
  const outcome = await faucet.submit([
    getCreateAssociatedTokenIdempotentInstruction({
      payer: faucet.signer,
      ata: tokenAccount,
      owner,
      mint,
      tokenProgram,
    }),
    getMintToInstruction(
      { mint, token: tokenAccount, mintAuthority: faucet.signer, amount },
      { programAddress: tokenProgram },
    ),
  ]);
  if (!outcome.landed || outcome.err !== null)
    throw new Error(
      `mintTokens failed: ${JSON.stringify(outcome.err)}\n${outcome.logs.join('\n')}`,
    );
  return { signature: outcome.signature, tokenAccount };
}
