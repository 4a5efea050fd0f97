import {
  type Address,
  generateKeyPairSigner,
  getAddressEncoder,
  lamports,
  type MaybeEncodedAccount,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { resolveLoadedAddresses, runtimeAccountKeys } from './lookup-table-addresses.js';
import type { TransactionMessageView } from './transaction-wire.js';

const ALT_PROGRAM = 'AddressLookupTab1e1111111111111111111111111' as Address;

const newAddress = async () => (await generateKeyPairSigner()).address;

// A table account: the 56-byte header (left zero) and the addresses.
function table(address: Address, entries: readonly Address[]): MaybeEncodedAccount {
  const data = new Uint8Array(56 + entries.length * 32);
  entries.forEach((entry, index) => {
    data.set(getAddressEncoder().encode(entry), 56 + index * 32);
  });
  return {
    exists: true,
    address,
    data,
    executable: false,
    lamports: lamports(1n),
    programAddress: ALT_PROGRAM,
    space: BigInt(data.length),
  };
}

describe('resolveLoadedAddresses', () => {
  it('orders the writable addresses of every table before the read-only ones', async () => {
    const [first, second, payer, missing] = [
      await newAddress(),
      await newAddress(),
      await newAddress(),
      await newAddress(),
    ];
    const [a0, a1, a2, b0, b1] = [
      await newAddress(),
      await newAddress(),
      await newAddress(),
      await newAddress(),
      await newAddress(),
    ];
    const accounts = new Map([
      [first, table(first, [a0, a1, a2])],
      [second, table(second, [b0, b1])],
    ]);
    const message = {
      staticAccounts: [payer],
      addressTableLookups: [
        { tableAddress: first, writableIndexes: [2], readonlyIndexes: [0, 7] },
        { tableAddress: second, writableIndexes: [1], readonlyIndexes: [0] },
        { tableAddress: missing, writableIndexes: [0], readonlyIndexes: [] },
      ],
    } as unknown as TransactionMessageView;
    const loaded = resolveLoadedAddresses(
      message,
      (address) => accounts.get(address) ?? { exists: false, address },
    );
    // Index 7 is past the first table's end and the third table is missing: nothing for them.
    expect(loaded).toEqual({ writable: [a2, b1], readonly: [a0, b0] });
    expect(runtimeAccountKeys(message, loaded)).toEqual([payer, a2, b1, a0, b0]);
  });
});
