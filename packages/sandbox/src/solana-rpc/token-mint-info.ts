import type { Address } from '@solana/kit';
import { invalidParams } from './json-rpc-error.js';
import type { SvmLedger } from './svm-ledger.js';
import { readMint, TOKEN_PROGRAM_ADDRESS } from './token-account-data.js';

/** Wrapped SOL's mint, which validators answer for without reading its account. */
export const NATIVE_MINT_ADDRESS = 'So11111111111111111111111111111111111111112' as Address;
/** Wrapped SOL's decimals. */
export const NATIVE_MINT_DECIMALS = 9;

/**
 * A mint's token program (the account's owner, not yet checked to be a token program) and
 * decimals as of a slot, looked up the way a validator does for the token methods: wrapped SOL
 * without a read, any other mint from its account.
 *
 * @throws {JsonRpcError} -32602 `Invalid param: could not find mint` when there is no account,
 *   `Invalid param: Token mint could not be unpacked` when its data is not an initialized mint.
 */
export function readMintInfo(
  ledger: SvmLedger,
  slot: number,
  mint: Address,
): { program: Address; decimals: number } {
  if (mint === NATIVE_MINT_ADDRESS)
    return { program: TOKEN_PROGRAM_ADDRESS, decimals: NATIVE_MINT_DECIMALS };
  const account = ledger.getAccount(mint, slot);
  if (!account.exists) throw invalidParams('Invalid param: could not find mint');
  const fields = readMint(account.data);
  if (fields === null) throw invalidParams('Invalid param: Token mint could not be unpacked');
  return { program: account.programAddress, decimals: fields.decimals };
}

/**
 * The decimals of a mint as of a slot, or undefined when it cannot be read (a validator then
 * leaves the token account out of a `jsonParsed` listing).
 */
export function mintDecimalsOrNone(
  ledger: SvmLedger,
  slot: number,
): (mint: Address) => number | undefined {
  const known = new Map<Address, number | undefined>();
  return (mint) => {
    if (!known.has(mint)) {
      try {
        known.set(mint, readMintInfo(ledger, slot, mint).decimals);
      } catch {
        known.set(mint, undefined);
      }
    }
    return known.get(mint);
  };
}
