import { encodeAccount, readAccountEncoding } from './account-encoding.js';
import { invalidParams } from './json-rpc-error.js';
import { type RpcMethodTable, withContext } from './rpc-method.js';
import {
  contextSlot,
  expectParams,
  readAddress,
  readCommitment,
  readConfig,
  readString,
} from './rpc-params.js';
import type { SvmLedger } from './svm-ledger.js';
import {
  isTokenProgram,
  readTokenAccount,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from './token-account-data.js';
import { readTokenAccountsFilterShape, type TokenAccountsFilter } from './token-accounts-filter.js';
import { toUiTokenAmount } from './token-amount.js';
import { mintDecimalsOrNone, readMintInfo } from './token-mint-info.js';

// The token program to scan and the mint to match, as the validator resolves the filter.
function resolveFilter(ledger: SvmLedger, slot: number, filter: TokenAccountsFilter) {
  const address = readAddress(filter.address);
  if (filter.kind === 'mint') {
    const { program } = readMintInfo(ledger, slot, address);
    if (!isTokenProgram(program)) throw invalidParams('Invalid param: not a Token mint');
    return { program, mint: address };
  }
  if (address !== TOKEN_PROGRAM_ADDRESS && address !== TOKEN_2022_PROGRAM_ADDRESS)
    throw invalidParams('Invalid param: unrecognized Token program id');
  return { program: address, mint: undefined };
}

/**
 * `getTokenAccountsByOwner` and `getTokenAccountBalance` over both token programs, answered
 * with a validator's shapes, checks (in its order) and error messages.
 *
 * - `getTokenAccountsByOwner(owner, {mint} | {programId}, config?)`: the owner's initialized
 *   token accounts, `binary` (bare base58) by default, `base58`/`base64` with `dataSlice`, or
 *   `jsonParsed` (`{program, parsed: {type: 'account', info}, space}`; the slice is ignored and
 *   an account whose mint cannot be read is left out).
 * - `getTokenAccountBalance(tokenAccount, {commitment}?)`: `{amount, decimals, uiAmount,
 *   uiAmountString}`, decimals read from the mint.
 */
export const tokenMethods: RpcMethodTable = {
  getTokenAccountsByOwner: (params, { ledger }) => {
    const [ownerParam, filterParam, rawConfig] = expectParams(params, 2, 3);
    // Decoding every parameter comes first, then the addresses, then the bank.
    readString(ownerParam);
    const filter = readTokenAccountsFilterShape(filterParam);
    const config = readConfig(rawConfig);
    const { encoding, dataSlice } = readAccountEncoding(config, 'binary', {
      sliceWithJsonParsed: 'ignore',
    });
    readCommitment(config);
    const owner = readAddress(ownerParam);
    readAddress(filter.address);
    const slot = contextSlot(ledger, config);
    const { program, mint } = resolveFilter(ledger, slot, filter);
    const mintDecimals = mintDecimalsOrNone(ledger, slot);
    const value = ledger.getProgramAccounts(program, slot).flatMap((account) => {
      const fields = readTokenAccount(account.data);
      if (fields === null || fields.owner !== owner) return [];
      if (mint !== undefined && fields.mint !== mint) return [];
      if (encoding !== 'jsonParsed')
        return [
          {
            pubkey: account.address,
            account: encodeAccount(account, { encoding, dataSlice, mintDecimals }),
          },
        ];
      const parsed = encodeAccount(account, { encoding, dataSlice: undefined, mintDecimals });
      // An account the parser could not read comes back as base64: the validator drops it.
      return Array.isArray(parsed.data) ? [] : [{ pubkey: account.address, account: parsed }];
    });
    return withContext(slot, value);
  },

  getTokenAccountBalance: (params, { ledger }) => {
    const [address, rawConfig] = expectParams(params, 1, 2);
    readString(address);
    const config = readConfig(rawConfig);
    // The config is a bare CommitmentConfig: `commitment` is required, other keys are ignored.
    if (rawConfig !== undefined && rawConfig !== null && config.commitment === undefined)
      throw invalidParams('Invalid params: missing field `commitment`.');
    const commitment = readCommitment(config);
    const pubkey = readAddress(address);
    const slot = ledger.commitmentSlot(commitment);
    const account = ledger.getAccount(pubkey, slot);
    if (!account.exists) throw invalidParams('Invalid param: could not find account');
    const fields = isTokenProgram(account.programAddress) ? readTokenAccount(account.data) : null;
    if (fields === null) throw invalidParams('Invalid param: not a Token account');
    const { decimals } = readMintInfo(ledger, slot, fields.mint);
    return withContext(slot, toUiTokenAmount(fields.amount, decimals));
  },
};
