import type { Address } from '@solana/kit';
import { encodeAccount, readAccountEncoding } from './account-encoding.js';
import { mintDecimalsAt } from './account-methods.js';
import { invalidParams } from './json-rpc-error.js';
import { type RpcMethodTable, withContext } from './rpc-method.js';
import { contextSlot, expectParams, readAddress, readConfig } from './rpc-params.js';
import type { SvmLedger } from './svm-ledger.js';
import {
  isTokenProgram,
  readMint,
  readTokenAccount,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from './token-account-data.js';
import { toUiTokenAmount } from './token-amount.js';

// Resolves `{mint}` or `{programId}` to the token program to scan and the mint to match.
function readTokenFilter(
  ledger: SvmLedger,
  slot: number,
  filter: unknown,
): { program: Address; mint: Address | undefined } {
  const fields =
    typeof filter === 'object' && filter !== null && !Array.isArray(filter)
      ? (filter as Record<string, unknown>)
      : {};
  if ('mint' in fields && !('programId' in fields)) {
    const mint = readAddress(fields.mint);
    const account = ledger.getAccount(mint, slot);
    if (!account.exists) throw invalidParams('Invalid param: could not find mint');
    if (!isTokenProgram(account.programAddress))
      throw invalidParams('Invalid param: not a Token mint');
    return { program: account.programAddress, mint };
  }
  if ('programId' in fields && !('mint' in fields)) {
    const program = readAddress(fields.programId);
    if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS)
      throw invalidParams('Invalid param: unrecognized Token program id');
    return { program, mint: undefined };
  }
  throw invalidParams(
    'Invalid params: data did not match any variant of untagged enum RpcTokenAccountsFilter.',
  );
}

/**
 * `getTokenAccountsByOwner` and `getTokenAccountBalance` over both token programs.
 *
 * @example
 * ```ts
 * const methods = { ...tokenMethods };
 * ```
 */
export const tokenMethods: RpcMethodTable = {
  getTokenAccountsByOwner: (params, { ledger }) => {
    const [ownerParam, filter, rawConfig] = expectParams(params, 2, 3);
    const owner = readAddress(ownerParam);
    const config = readConfig(rawConfig);
    const slot = contextSlot(ledger, config);
    const { encoding, dataSlice } = readAccountEncoding(config, 'binary');
    const { program, mint } = readTokenFilter(ledger, slot, filter);
    const mintDecimals = mintDecimalsAt(ledger, slot);
    const value = ledger
      .getProgramAccounts(program, slot)
      .filter((account) => {
        const fields = readTokenAccount(account.data);
        return (
          fields !== null && fields.owner === owner && (mint === undefined || fields.mint === mint)
        );
      })
      .map((account) => ({
        pubkey: account.address,
        account: encodeAccount(account, { encoding, dataSlice, mintDecimals }),
      }));
    return withContext(slot, value);
  },

  getTokenAccountBalance: (params, { ledger }) => {
    const [address, rawConfig] = expectParams(params, 1, 2);
    const pubkey = readAddress(address);
    const slot = contextSlot(ledger, readConfig(rawConfig));
    const account = ledger.getAccount(pubkey, slot);
    if (!account.exists) throw invalidParams('Invalid param: could not find account');
    const fields = isTokenProgram(account.programAddress) ? readTokenAccount(account.data) : null;
    if (fields === null) throw invalidParams('Invalid param: not a Token account');
    const mintAccount = ledger.getAccount(fields.mint, slot);
    const decimals = mintAccount.exists ? readMint(mintAccount.data)?.decimals : undefined;
    if (decimals === undefined) throw invalidParams('Invalid param: mint could not be unpacked');
    return withContext(slot, toUiTokenAmount(fields.amount, decimals));
  },
};
