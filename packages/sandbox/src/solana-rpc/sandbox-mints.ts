import { type Address, getBase58Decoder, lamports, none, some } from '@solana/kit';
import { getMintEncoder } from '@solana-program/token';
import type { SvmLedger } from './svm-ledger.js';
import {
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from './token-account-data.js';

/**
 * The two mints seeded at genesis, one per token program.
 *
 * @example
 * ```ts
 * const { spl, token2022 } = sandbox.solana.mints;
 * ```
 */
export interface SandboxMints {
  /** SPL Token mint, 6 decimals. */
  readonly spl: Address;
  /** Token-2022 mint (no extensions), 9 decimals. */
  readonly token2022: Address;
}

/** Decimals of the seeded mints. */
export const SANDBOX_MINT_DECIMALS = { spl: 6, token2022: 9 } as const;

// Mint accounts need no keypair, so their addresses are hashes of fixed labels: the same in
// every run, which lets the demo's configuration name them.
async function labelAddress(label: string): Promise<Address> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(label));
  return getBase58Decoder().decode(new Uint8Array(digest)) as Address;
}

/**
 * Writes the SPL Token (6 decimals) and Token-2022 (9 decimals) mints into genesis, with
 * `authority` as mint authority, no freeze authority and zero supply.
 */
export async function seedSandboxMints(
  ledger: SvmLedger,
  authority: Address,
): Promise<SandboxMints> {
  const mints = {
    spl: await labelAddress('latchkey-sandbox/spl-token-mint'),
    token2022: await labelAddress('latchkey-sandbox/token-2022-mint'),
  };
  const rent = ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE));
  for (const [name, program] of [
    ['spl', TOKEN_PROGRAM_ADDRESS],
    ['token2022', TOKEN_2022_PROGRAM_ADDRESS],
  ] as const) {
    ledger.setAccount({
      address: mints[name],
      lamports: lamports(rent),
      data: new Uint8Array(
        getMintEncoder().encode({
          mintAuthority: some(authority),
          supply: 0n,
          decimals: SANDBOX_MINT_DECIMALS[name],
          isInitialized: true,
          freezeAuthority: none(),
        }),
      ),
      programAddress: program,
      executable: false,
      space: BigInt(MINT_SIZE),
    });
  }
  return mints;
}
