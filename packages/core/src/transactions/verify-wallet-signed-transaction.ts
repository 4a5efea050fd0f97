import { address, type CompiledTransactionMessage } from '@solana/kit';
import { LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { decodeWireTransaction } from './decode-transaction.js';
import { COMPUTE_BUDGET_PROGRAM, readComputeBudget } from './read-compute-budget.js';
import { sameBytes } from './same-bytes.js';

/**
 * The most a wallet may add in priority fee (price × compute units, in lamports) to a transaction
 * the user pays for, unless the host sets `maxWalletPriorityFeeLamports`: 0.001 SOL, well above
 * what wallets add when the network is busy, far below what a hostile wallet would take.
 */
export const DEFAULT_MAX_WALLET_PRIORITY_FEE_LAMPORTS = 1_000_000n;

/** What {@link verifyWalletSignedTransaction} found: the wallet's documented changes, if any. */
export interface WalletSignedTransactionCheck {
  /**
   * The Compute Budget requests the wallet added or changed, by name: 'priority fee', 'compute
   * unit limit', 'heap frame', 'loaded accounts data size limit'.
   */
  readonly additions: readonly string[];
}

/**
 * Checks what a wallet signed before it is sent: the same message that was asked for — or the
 * same with only Compute Budget instructions added or changed (wallets such as Phantom set a
 * priority fee), each reported by name — and every signature in it valid (ed25519, WebCrypto)
 * for its account over the exact message bytes, the signer's among them. A wallet that altered
 * the transaction, added an account, raised the priority fee over `maxPriorityFeeLamports`
 * (price × the compute units the runtime charges), signed another message or answered with
 * garbage is refused; nothing is sent.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH`: 'The wallet
 *   returned a transaction that does not match the request: {reason}'.
 */
export async function verifyWalletSignedTransaction(parameters: {
  asked: Uint8Array;
  signed: Uint8Array;
  /** The connected account, whose signature must be there. */
  signer?: string | undefined;
  /** The most priority fee the wallet may raise it to. Default {@link DEFAULT_MAX_WALLET_PRIORITY_FEE_LAMPORTS}. */
  maxPriorityFeeLamports?: bigint | undefined;
}): Promise<WalletSignedTransactionCheck> {
  const refuse = (reason: string) =>
    new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, { context: { reason } });
  const asked = decodeWireTransaction(parameters.asked);
  const signed = decodeWireTransaction(parameters.signed);
  if (!asked) return { additions: [] }; // not ours to judge: the send reports a bad request
  if (!signed) throw refuse('the answer is not a transaction');
  let additions: string[] = [];
  if (!sameBytes(asked.transaction.messageBytes, signed.transaction.messageBytes)) {
    const difference = messageDifference(asked.message, signed.message);
    if (difference) throw refuse(difference);
    const read = readComputeBudget(asked.message);
    const before = 'fault' in read ? undefined : read;
    const after = readComputeBudget(signed.message);
    if ('fault' in after) {
      throw refuse('a Compute Budget instruction is unknown, malformed or repeated');
    }
    additions = [...after.requests]
      .filter(([name, data]) => before?.requests.get(name) !== data)
      .map(([name]) => name);
    const cap = parameters.maxPriorityFeeLamports ?? DEFAULT_MAX_WALLET_PRIORITY_FEE_LAMPORTS;
    const raised = after.priorityFeeLamports > (before?.priorityFeeLamports ?? 0n);
    if (raised && after.priorityFeeLamports > cap) {
      throw refuse(
        `the wallet's priority fee of ${after.priorityFeeLamports} lamports is over the ${cap}-lamport limit`,
      );
    }
  }
  const messageBytes = new Uint8Array(signed.transaction.messageBytes);
  let newlySigned = 0;
  for (const [account, signature] of Object.entries(signed.transaction.signatures)) {
    const bytes = signature ? new Uint8Array(signature) : undefined;
    if (!bytes || bytes.every((byte) => byte === 0)) {
      if (account === parameters.signer) throw refuse(`${account} did not sign`);
      const before =
        asked.transaction.signatures[account as keyof typeof asked.transaction.signatures];
      // Someone signed before the wallet (a sponsor): a changed message voids that signature.
      if (before && new Uint8Array(before).some((byte) => byte !== 0)) {
        throw refuse(`the signature for ${account} does not verify over the message`);
      }
      continue;
    }
    if (!(await verifyEd25519Signature(address(account), messageBytes, [bytes]))) {
      throw refuse(`the signature for ${account} does not verify over the message`);
    }
    const before =
      asked.transaction.signatures[account as keyof typeof asked.transaction.signatures];
    if (!before || new Uint8Array(before).every((byte) => byte === 0)) newlySigned += 1;
  }
  // Something must carry the wallet's signature: a new one, or the signer's own (valid, checked
  // above) when the transaction came signed already (signing again gives the same bytes).
  const signerSigned =
    parameters.signer !== undefined && parameters.signer in signed.transaction.signatures;
  if (newlySigned === 0 && !signerSigned) {
    throw refuse('nothing was signed');
  }
  return { additions };
}

/** Why two messages differ beyond Compute Budget instructions, or undefined if they do not. */
function messageDifference(a: CompiledTransactionMessage, b: CompiledTransactionMessage) {
  if (a.version !== b.version) return 'the message version differs';
  const blockhash = (m: CompiledTransactionMessage) =>
    (m as { lifetimeToken?: string }).lifetimeToken;
  if (blockhash(a) !== blockhash(b)) return 'the blockhash differs';
  if (a.staticAccounts[0] !== b.staticAccounts[0]) return 'the fee payer differs';
  const signers = (m: CompiledTransactionMessage) =>
    [...m.staticAccounts.slice(0, m.header.numSignerAccounts)].sort().join();
  if (signers(a) !== signers(b)) return 'the signers differ';
  const lookups = (m: CompiledTransactionMessage) =>
    JSON.stringify('addressTableLookups' in m ? (m.addressTableLookups ?? []) : []);
  if (lookups(a) !== lookups(b)) return 'the address lookup tables differ';
  // Every account the transaction locks, writable or not: a wallet may add only the Compute
  // Budget program (its fee instructions need it), never an account to write to.
  const locked = (m: CompiledTransactionMessage) =>
    new Map(
      m.staticAccounts
        .map((account, index) => [account as string, isWritable(m, index)] as const)
        .filter(([account]) => account !== COMPUTE_BUDGET_PROGRAM),
    );
  const asked = locked(a);
  for (const [account, writable] of locked(b)) {
    if (!asked.has(account)) return `the wallet added the account ${account}`;
    if (writable && !asked.get(account)) return `the wallet made ${account} writable`;
  }
  const resolved = (m: CompiledTransactionMessage) => {
    const accountAt = (index: number) =>
      m.staticAccounts[index] ?? `lookup:${index - m.staticAccounts.length}`;
    const writable = (index: number) => isWritable(m, index);
    return ('instructions' in m ? m.instructions : [])
      .map((instruction) => ({
        program: accountAt(instruction.programAddressIndex),
        accounts: (instruction.accountIndices ?? []).map(
          (i) => `${accountAt(i)}${writable(i) ? '+w' : ''}`,
        ),
        data: [...(instruction.data ?? [])].join(','),
      }))
      .filter((instruction) => instruction.program !== COMPUTE_BUDGET_PROGRAM)
      .map((instruction) => JSON.stringify(instruction));
  };
  const x = resolved(a);
  const y = resolved(b);
  if (x.length !== y.length) return 'instructions were added or removed';
  const changed = x.findIndex((instruction, index) => y[index] !== instruction);
  return changed === -1 ? undefined : `instruction ${changed + 1} differs`;
}

function isWritable(m: CompiledTransactionMessage, index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = m.header;
  const total = m.staticAccounts.length;
  if (index >= total) return false; // looked up: compared through the lookup tables
  return index < numSignerAccounts
    ? index < numSignerAccounts - numReadonlySignerAccounts
    : index < total - numReadonlyNonSignerAccounts;
}
