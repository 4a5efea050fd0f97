import type { Address } from '@solana/kit';
import { encodeAccount, readAccountEncoding } from './account-encoding.js';
import { invalidParams } from './json-rpc-error.js';
import { type RpcMethodTable, withContext } from './rpc-method.js';
import { contextSlot, expectParams, readAddress, readConfig } from './rpc-params.js';
import type { SvmLedger } from './svm-ledger.js';
import { isTokenProgram, readMint } from './token-account-data.js';

const MAX_MULTIPLE_ACCOUNTS = 100;

/** The decimals of a mint as of a slot, for parsing token accounts under `jsonParsed`. */
export function mintDecimalsAt(
  ledger: SvmLedger,
  slot: number,
): (mint: Address) => number | undefined {
  return (mint) => {
    const account = ledger.getAccount(mint, slot);
    if (!account.exists || !isTokenProgram(account.programAddress)) return undefined;
    return readMint(account.data)?.decimals;
  };
}

function readAccounts(
  ledger: SvmLedger,
  addresses: readonly Address[],
  rawConfig: unknown,
): ReturnType<typeof withContext> {
  const config = readConfig(rawConfig);
  const slot = contextSlot(ledger, config);
  const { encoding, dataSlice } = readAccountEncoding(config, 'binary');
  const mintDecimals = mintDecimalsAt(ledger, slot);
  return withContext(
    slot,
    addresses.map((address) => {
      const account = ledger.getAccount(address, slot);
      return account.exists ? encodeAccount(account, { encoding, dataSlice, mintDecimals }) : null;
    }),
  );
}

/** `getBalance`, `getAccountInfo` and `getMultipleAccounts`, read at the requested commitment. */
export const accountMethods: RpcMethodTable = {
  getBalance: (params, { ledger }) => {
    const [address, config] = expectParams(params, 1, 2);
    const pubkey = readAddress(address);
    const slot = contextSlot(ledger, readConfig(config));
    const account = ledger.getAccount(pubkey, slot);
    return withContext(slot, account.exists ? BigInt(account.lamports) : 0n);
  },

  getAccountInfo: (params, { ledger }) => {
    const [address, config] = expectParams(params, 1, 2);
    const result = readAccounts(ledger, [readAddress(address)], config);
    return { ...result, value: (result.value as unknown[])[0] ?? null };
  },

  getMultipleAccounts: (params, { ledger }) => {
    const [addresses, config] = expectParams(params, 1, 2);
    if (!Array.isArray(addresses))
      throw invalidParams('Invalid params: invalid type: expected a sequence.');
    if (addresses.length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    return readAccounts(ledger, addresses.map(readAddress), config);
  },
};
