import {
  type Address,
  getAddressDecoder,
  type MaybeEncodedAccount,
  type ReadonlyUint8Array,
} from '@solana/kit';
import type { TransactionMessageView } from './transaction-wire.js';

// An address lookup table's data: a 56-byte header (type, deactivation slot, last extended slot
// and index, authority), then the addresses, 32 bytes each.
const LOOKUP_TABLE_HEADER_SIZE = 56;

/** The addresses a v0 message loads from lookup tables, as `loadedAddresses` reports them. */
export interface LoadedAddresses {
  readonly writable: Address[];
  readonly readonly: Address[];
}

function tableAddress(data: ReadonlyUint8Array, index: number): Address | undefined {
  const start = LOOKUP_TABLE_HEADER_SIZE + index * 32;
  if (start + 32 > data.length) return undefined;
  return getAddressDecoder().decode(data.subarray(start, start + 32));
}

/**
 * The addresses a message's lookups resolve to, as a validator orders them: the writable ones of
 * every table (in lookup order), then the read-only ones. Tables that are missing and indexes
 * past a table's end resolve to nothing: LiteSVM refuses such a transaction on its own.
 */
export function resolveLoadedAddresses(
  message: TransactionMessageView,
  readAccount: (address: Address) => MaybeEncodedAccount,
): LoadedAddresses {
  const loaded: LoadedAddresses = { writable: [], readonly: [] };
  const tables = message.addressTableLookups.map((lookup) => {
    const table = readAccount(lookup.tableAddress);
    return { lookup, data: table.exists ? table.data : new Uint8Array() };
  });
  for (const kind of ['writable', 'readonly'] as const) {
    for (const { lookup, data } of tables) {
      const indexes = kind === 'writable' ? lookup.writableIndexes : lookup.readonlyIndexes;
      for (const index of indexes) {
        const address = tableAddress(data, index);
        if (address !== undefined) loaded[kind].push(address);
      }
    }
  }
  return loaded;
}

/** Every account key of a message in the runtime's order: static, loaded writable, loaded read-only. */
export function runtimeAccountKeys(
  message: TransactionMessageView,
  loaded: LoadedAddresses,
): Address[] {
  return [...message.staticAccounts, ...loaded.writable, ...loaded.readonly];
}
