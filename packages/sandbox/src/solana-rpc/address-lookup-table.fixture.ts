import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getU32Encoder,
  getU64Encoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { SolanaSandbox } from './start-solana-rpc.js';

const ALT_PROGRAM = 'AddressLookupTab1e1111111111111111111111111' as Address;
const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

// The ALT program's instructions are bincode: a u32 variant, then its fields.
function altInstruction(table: Address, authority: KeyPairSigner, data: Uint8Array): Instruction {
  return {
    programAddress: ALT_PROGRAM,
    accounts: [
      { address: table, role: AccountRole.WRITABLE },
      { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority },
      { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority },
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
    ],
    data,
  } as Instruction;
}

/**
 * For tests: makes an address lookup table holding `addresses` with the ALT program's own
 * instructions (create, then extend, in one transaction `authority` pays for), and resolves with
 * its address once they are usable: from the slot after the one that extended the table. Each
 * authority (funded) can make one table.
 */
export async function createLookupTable(
  solana: Pick<SolanaSandbox, 'urls' | 'waitForSignature'>,
  authority: KeyPairSigner,
  addresses: readonly Address[],
): Promise<Address> {
  const rpc = createSolanaRpc(solana.urls.rpc);
  // The table's address derives from a slot the SlotHashes sysvar holds; the sandbox leaves
  // LiteSVM's as it starts, holding slot 0 alone. So one table per authority.
  const recentSlot = 0n;
  const [table, bump] = await getProgramDerivedAddress({
    programAddress: ALT_PROGRAM,
    seeds: [getAddressEncoder().encode(authority.address), getU64Encoder().encode(recentSlot)],
  });
  const create = new Uint8Array([
    ...getU32Encoder().encode(0),
    ...getU64Encoder().encode(recentSlot),
    bump,
  ]);
  const extend = new Uint8Array([
    ...getU32Encoder().encode(2),
    ...getU64Encoder().encode(addresses.length),
    ...addresses.flatMap((address) => [...getAddressEncoder().encode(address)]),
  ]);
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(authority, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [altInstruction(table, authority, create), altInstruction(table, authority, extend)],
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      preflightCommitment: 'processed',
    })
    .send();
  // 'confirmed' is one slot on: the extension is live from there.
  const status = await solana.waitForSignature(signature, 'confirmed');
  if (status.err !== null) throw new Error(`lookup table not made: ${JSON.stringify(status.err)}`);
  return table;
}
