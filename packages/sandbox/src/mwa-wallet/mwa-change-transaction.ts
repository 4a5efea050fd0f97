import {
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  type Transaction,
} from '@solana/kit';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TRANSFER_INSTRUCTION = 2;
const TRANSFER_DATA_BYTES = 12; // u32 instruction index ‖ u64 lamports

// Legacy and v0 messages' instructions (a v1 message has none in this shape, and gets a new blockhash).
interface CompiledInstruction {
  readonly programAddressIndex: number;
  readonly data?: Uint8Array;
}

/**
 * What a wallet that changes what it was asked to sign does: the same transaction with one more
 * lamport in its first system transfer (or, with no transfer, another blockhash), unsigned, so
 * the signature the wallet then makes is over a message the dapp never built.
 */
export function changeTransactionMessage(transaction: Transaction): Transaction {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  const systemIndex = message.staticAccounts.indexOf(SYSTEM_PROGRAM as never);
  let changed = false;
  const compiled = ('instructions' in message
    ? message.instructions
    : []) as unknown as readonly CompiledInstruction[];
  const instructions = compiled.map((instruction) => {
    const { data } = instruction;
    if (
      changed ||
      instruction.programAddressIndex !== systemIndex ||
      data?.length !== TRANSFER_DATA_BYTES ||
      new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== TRANSFER_INSTRUCTION
    )
      return instruction;
    changed = true;
    const altered = new Uint8Array(data);
    const view = new DataView(altered.buffer);
    view.setBigUint64(4, view.getBigUint64(4, true) + 1n, true);
    return { ...instruction, data: altered };
  });
  const alteredMessage = changed
    ? { ...message, instructions }
    : { ...message, lifetimeToken: SYSTEM_PROGRAM };
  return {
    messageBytes: getCompiledTransactionMessageEncoder().encode(
      alteredMessage as never,
    ) as unknown as Transaction['messageBytes'],
    signatures: Object.fromEntries(
      Object.keys(transaction.signatures).map((signer) => [signer, null]),
    ) as Transaction['signatures'],
  };
}
