import { invalidParams } from './json-rpc-error.js';
import { mintTokens } from './mint-tokens.js';
import type { RpcMethodTable } from './rpc-method.js';
import {
  expectParams,
  readAddress,
  readCommitment,
  readConfig,
  readOptionalInteger,
} from './rpc-params.js';
import { SANDBOX_MINT_DECIMALS, type SandboxMints } from './sandbox-mints.js';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './token-account-data.js';
import { waitForSignature } from './wait-for-signature.js';

/** Whole tokens of each mint `latchkey_mintTestTokens` gives when no `amount` is asked for. */
export const DEFAULT_TEST_TOKEN_AMOUNT = 10;
/** The most whole tokens of each mint one `latchkey_mintTestTokens` call gives. */
export const MAX_TEST_TOKEN_AMOUNT = 1_000_000;

/** One mint's share of a `latchkey_mintTestTokens` answer. */
export interface MintedTestTokens {
  readonly mint: string;
  readonly tokenProgram: string;
  readonly decimals: number;
  /** The owner's associated token account, created if it was missing. */
  readonly tokenAccount: string;
  /** Base units minted (`amount` × 10^decimals), as a decimal string. */
  readonly amount: string;
  readonly signature: string;
}

/**
 * The sandbox-only token faucet, a JSON-RPC method no validator has (so a client calls it on
 * localnet only): `latchkey_mintTestTokens [owner, { amount?, commitment? }?]` mints `amount`
 * whole tokens (default 10, at most 1,000,000) of both seeded mints to `owner`'s associated
 * token accounts, creating them if missing, in one faucet-signed transaction per mint (the
 * faucet is the mints' authority). It answers once both reach `commitment` (default
 * `confirmed`, what kit clients read at), so a balance read right after sees the tokens.
 */
export function testTokenMethods(mints: SandboxMints): RpcMethodTable {
  return {
    latchkey_mintTestTokens: async (params, { ledger, faucet }) => {
      const [rawOwner, rawConfig] = expectParams(params, 1, 2);
      const owner = readAddress(rawOwner);
      const config = readConfig(rawConfig);
      const amount = readOptionalInteger(config, 'amount') ?? DEFAULT_TEST_TOKEN_AMOUNT;
      if (amount === 0 || amount > MAX_TEST_TOKEN_AMOUNT)
        throw invalidParams(
          `Invalid params: amount must be 1 to ${MAX_TEST_TOKEN_AMOUNT} whole tokens.`,
        );
      const commitment =
        config.commitment === undefined || config.commitment === null
          ? 'confirmed'
          : readCommitment(config);
      const minted: MintedTestTokens[] = [];
      for (const [name, tokenProgram] of [
        ['spl', TOKEN_PROGRAM_ADDRESS],
        ['token2022', TOKEN_2022_PROGRAM_ADDRESS],
      ] as const) {
        const decimals = SANDBOX_MINT_DECIMALS[name];
        const baseUnits = BigInt(amount) * 10n ** BigInt(decimals);
        const { signature, tokenAccount } = await mintTokens(ledger, faucet, {
          mint: mints[name],
          owner,
          amount: baseUnits,
        });
        minted.push({
          mint: mints[name],
          tokenProgram,
          decimals,
          tokenAccount,
          amount: baseUnits.toString(),
          signature,
        });
      }
      await Promise.all(
        minted.map(({ signature }) => waitForSignature(ledger, signature, commitment)),
      );
      return minted;
    },
  };
}
