import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
  type Signature,
  type SignatureBytes,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { readComputeBudget } from './compute-budget-instructions.js';
import {
  type LoadedAddresses,
  resolveLoadedAddresses,
  runtimeAccountKeys,
} from './lookup-table-addresses.js';
import { PrioritizationFeeCache } from './prioritization-fee-cache.js';
import { type TransactionErrorJson, transactionErrorToJson } from './transaction-error.js';
import { type WireTransaction, withRecentBlockhash } from './transaction-wire.js';

/**
 * How settled a read or a status must be, as on a validator.
 *
 * @example
 * ```ts
 * ledger.getAccount(address, ledger.commitmentSlot('confirmed'));
 * ```
 */
export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** Blocks a blockhash stays usable for: `lastValidBlockHeight = blockHeight + 150`. */
export const MAX_BLOCKHASH_AGE = 150;
/** Slots until a landed transaction is finalized. */
export const FINALIZATION_DEPTH = 32;
// Blocks kept for lookups: every still-valid blockhash, seen from any commitment.
const RETAINED_BLOCKS = MAX_BLOCKHASH_AGE + FINALIZATION_DEPTH + 8;

/** One produced block: every slot has one here (no skipped slots), so block height equals slot. */
export interface SlotBlock {
  readonly slot: number;
  readonly blockHeight: number;
  /** Base58. */
  readonly blockhash: string;
}

/**
 * Where a landed transaction stands, in `getSignatureStatuses` terms.
 *
 * @example
 * ```ts
 * ledger.signatureStatus(signature); // { slot: 12, confirmations: 3, err: null, confirmationStatus: 'confirmed' }
 * ```
 */
export interface LedgerSignatureStatus {
  readonly slot: number;
  /** Slots since it landed; null once finalized. */
  readonly confirmations: number | null;
  readonly err: TransactionErrorJson | null;
  readonly confirmationStatus: Commitment;
}

/** An instruction invoked by another one, as `innerInstructions` lists it. */
export interface InnerInstructionJson {
  readonly programIdIndex: number;
  readonly accounts: number[];
  /** Base58. */
  readonly data: string;
  readonly stackHeight: number;
}

/** What running a transaction produced, landed or simulated. */
export interface TransactionOutcome {
  readonly err: TransactionErrorJson | null;
  readonly logs: string[];
  readonly unitsConsumed: bigint;
  readonly returnData: { programId: string; data: [string, 'base64'] } | null;
  readonly innerInstructions: { index: number; instructions: InnerInstructionJson[] }[];
  /** Accounts as the transaction left them (simulation only). */
  readonly postAccounts: readonly EncodedAccount[];
}

/**
 * A transaction in a block, with what its execution left: the lamports of every account it
 * loads, before and after.
 */
export interface LandedTransaction {
  readonly slot: number;
  readonly transaction: WireTransaction;
  readonly outcome: TransactionOutcome;
  readonly preBalances: readonly bigint[];
  readonly postBalances: readonly bigint[];
}

/**
 * What submitting a transaction did: whether it landed in a block (success or failure, fee
 * charged) or was dropped, as a leader drops bad signatures and unknown blockhashes.
 */
export interface ExecutionOutcome extends TransactionOutcome {
  readonly signature: string;
  readonly landed: boolean;
}

/** What the ledger announces: a new slot, a transaction received, a transaction landed. */
export interface LedgerEvents {
  slot: (block: SlotBlock) => void;
  received: (signature: string) => void;
  landed: (signature: string, status: { slot: number; err: TransactionErrorJson | null }) => void;
}

interface JournalEntry {
  readonly slot: number;
  /** Each touched account as it was before the transaction. */
  readonly before: ReadonlyMap<Address, MaybeEncodedAccount>;
}

const EMPTY_OUTCOME = {
  logs: [],
  unitsConsumed: 0n,
  returnData: null,
  innerInstructions: [],
  postAccounts: [],
} as const satisfies Omit<TransactionOutcome, 'err'>;

/**
 * A validator's state machine over LiteSVM: slots with their blockhashes, a 150-block blockhash
 * window, signature statuses that move processed → confirmed → finalized, and reads at each
 * commitment (a journal of pre-transaction account states rewinds the current state to the
 * confirmed or finalized slot). LiteSVM executes, charges fees and verifies signatures.
 */
export class SvmLedger {
  // LiteSVM only knows its latest blockhash, so the 150-block window is checked here instead.
  readonly svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false);
  /** The prices landed transactions paid, per block, for `getRecentPrioritizationFees`. */
  readonly prioritizationFees = new PrioritizationFeeCache();
  #slot = 0;
  readonly #blocksBySlot = new Map<number, SlotBlock>();
  readonly #blocksByHash = new Map<string, SlotBlock>();
  readonly #statuses = new Map<string, { slot: number; err: TransactionErrorJson | null }>();
  readonly #landed = new Map<string, LandedTransaction>();
  #toDrop = 0;
  #journal: JournalEntry[] = [];
  #transactionCount = 0;
  readonly #listeners: { [K in keyof LedgerEvents]: Set<LedgerEvents[K]> } = {
    slot: new Set(),
    received: new Set(),
    landed: new Set(),
  };

  constructor() {
    // Slot 0 is genesis, holding only the seeded accounts; transactions land from slot 1 on, so
    // a finalized read right after start sees genesis rather than unfinalized transactions.
    this.#recordBlock();
    this.advanceSlot();
  }

  /** The slot transactions land in now (the processed slot). */
  get slot(): number {
    return this.#slot;
  }

  /** Landed transactions so far. */
  get transactionCount(): number {
    return this.#transactionCount;
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof LedgerEvents>(event: K, listener: LedgerEvents[K]): () => void {
    const listeners = this.#listeners[event] as Set<LedgerEvents[K]>;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The newest slot at a commitment: now, one slot ago, or 32 slots ago (never before genesis). */
  commitmentSlot(commitment: Commitment): number {
    if (commitment === 'processed') return this.#slot;
    const depth = commitment === 'confirmed' ? 1 : FINALIZATION_DEPTH;
    return Math.max(0, this.#slot - depth);
  }

  /** The block of a retained slot (every slot within the blockhash window of any commitment). */
  blockAt(slot: number): SlotBlock {
    const block = this.#blocksBySlot.get(slot);
    if (block === undefined) throw new Error(`slot ${slot} is no longer retained`);
    return block;
  }

  /** Whether a bank at `bankSlot` would accept a transaction with this blockhash. */
  isBlockhashValid(blockhash: string, bankSlot: number): boolean {
    const block = this.#blocksByHash.get(blockhash);
    return (
      block !== undefined &&
      block.slot <= bankSlot &&
      this.blockAt(bankSlot).blockHeight <= block.blockHeight + MAX_BLOCKHASH_AGE
    );
  }

  /** Produces the next slot: a new blockhash, the clock sysvar moved on, old history pruned. */
  advanceSlot(): SlotBlock {
    this.#slot += 1;
    this.svm.expireBlockhash();
    const block = this.#recordBlock();
    const clock = this.svm.getClock();
    clock.slot = BigInt(this.#slot);
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
    const finalized = this.commitmentSlot('finalized');
    this.#journal = this.#journal.filter((entry) => entry.slot > finalized);
    const expired = this.#slot - RETAINED_BLOCKS;
    const stale = this.#blocksBySlot.get(expired);
    if (stale !== undefined) {
      this.#blocksBySlot.delete(expired);
      this.#blocksByHash.delete(stale.blockhash);
    }
    for (const listener of this.#listeners.slot) listener(block);
    return block;
  }

  #recordBlock(): SlotBlock {
    const block = {
      slot: this.#slot,
      blockHeight: this.#slot,
      blockhash: this.svm.latestBlockhash(),
    };
    this.#blocksBySlot.set(block.slot, block);
    this.#blocksByHash.set(block.blockhash, block);
    return block;
  }

  /** An account as of a slot (see {@link commitmentSlot}): the state rewound past newer transactions. */
  getAccount(address: Address, slot: number): MaybeEncodedAccount {
    for (const entry of this.#journal) {
      if (entry.slot <= slot) continue;
      const before = entry.before.get(address);
      if (before !== undefined) return before;
    }
    return this.svm.getAccount(address);
  }

  /** Every account a program owns, as of a slot. */
  getProgramAccounts(program: Address, slot: number): EncodedAccount[] {
    const candidates = new Set<Address>(
      this.svm.getProgramAccounts(program).map((account) => account.address),
    );
    for (const entry of this.#journal) {
      if (entry.slot > slot) for (const address of entry.before.keys()) candidates.add(address);
    }
    const accounts: EncodedAccount[] = [];
    for (const address of candidates) {
      const account = this.getAccount(address, slot);
      if (account.exists && account.programAddress === program) accounts.push(account);
    }
    return accounts;
  }

  /** Writes an account directly (genesis seeding; not a transaction, so visible at every commitment). */
  setAccount(account: EncodedAccount): void {
    this.svm.setAccount(account);
  }

  /** The next `count` transactions submitted are lost before a leader sees them. */
  dropTransactions(count: number): void {
    this.#toDrop = Math.max(0, count);
  }

  /**
   * A landed transaction as `getTransaction` reports it, once its slot is at `commitment`;
   * null before that or if it never landed.
   */
  landedTransaction(signature: string, commitment: Commitment): LandedTransaction | null {
    const landed = this.#landed.get(signature);
    const status = this.signatureStatus(signature);
    if (!landed || !status) return null;
    const rank = { processed: 0, confirmed: 1, finalized: 2 } as const;
    return rank[status.confirmationStatus] >= rank[commitment] ? landed : null;
  }

  /** Where a signature stands, or null if it never landed. */
  signatureStatus(signature: string): LedgerSignatureStatus | null {
    const status = this.#statuses.get(signature);
    if (status === undefined) return null;
    const depth = this.#slot - status.slot;
    const confirmationStatus: Commitment =
      depth >= FINALIZATION_DEPTH ? 'finalized' : depth >= 1 ? 'confirmed' : 'processed';
    return {
      slot: status.slot,
      confirmations: confirmationStatus === 'finalized' ? null : depth,
      err: status.err,
      confirmationStatus,
    };
  }

  /**
   * Runs a transaction without committing it. `bankSlot` is the commitment slot whose blockhash
   * window applies; `replaceRecentBlockhash` swaps in that slot's blockhash first.
   */
  simulate(
    transaction: WireTransaction,
    options: { sigVerify: boolean; bankSlot: number; replaceRecentBlockhash?: boolean },
  ): TransactionOutcome & { replacementBlockhash: SlotBlock | null } {
    let target = transaction;
    let replacementBlockhash: SlotBlock | null = null;
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.blockAt(options.bankSlot);
      target = withRecentBlockhash(
        transaction,
        new Uint8Array(getBase58Encoder().encode(replacementBlockhash.blockhash)),
      );
    } else if (!this.isBlockhashValid(transaction.message.recentBlockhash, options.bankSlot)) {
      return { ...EMPTY_OUTCOME, err: 'BlockhashNotFound', replacementBlockhash };
    }
    if (this.#statuses.has(target.signature))
      return { ...EMPTY_OUTCOME, err: 'AlreadyProcessed', replacementBlockhash };
    const result = this.#runOnSvm(target, 'simulate', options.sigVerify);
    return { ...result, replacementBlockhash };
  }

  /**
   * Submits a transaction to the current slot, as a leader would on receipt. It lands (with its
   * fee charged, even if it fails) unless its blockhash is unknown or expired, its signatures are
   * bad, it was already processed, or its fee cannot be paid — then it is dropped, unrecorded.
   */
  execute(transaction: WireTransaction): ExecutionOutcome {
    const { signature } = transaction;
    for (const listener of this.#listeners.received) listener(signature);
    if (this.#toDrop > 0) {
      this.#toDrop -= 1;
      return { ...EMPTY_OUTCOME, err: null, signature, landed: false };
    }
    if (!this.isBlockhashValid(transaction.message.recentBlockhash, this.#slot))
      return { ...EMPTY_OUTCOME, err: 'BlockhashNotFound', signature, landed: false };
    if (this.#statuses.has(signature))
      return { ...EMPTY_OUTCOME, err: 'AlreadyProcessed', signature, landed: false };
    const before = new Map<Address, MaybeEncodedAccount>();
    for (const address of this.#accountKeys(transaction))
      before.set(address, this.svm.getAccount(address));
    const outcome = this.#runOnSvm(transaction, 'send', true);
    // LiteSVM records exactly what a validator would put in a block: executed, fee charged.
    const landed = this.svm.getTransaction(signature as Signature) !== null;
    if (landed) {
      const status = { slot: this.#slot, err: outcome.err };
      this.#statuses.set(signature, status);
      const keys = this.#accountKeys(transaction);
      const lamports = (account: MaybeEncodedAccount | undefined) =>
        account?.exists ? account.lamports : 0n;
      this.#landed.set(signature, {
        slot: this.#slot,
        transaction,
        outcome,
        preBalances: keys.map((address) => lamports(before.get(address))),
        postBalances: keys.map((address) => lamports(this.svm.getAccount(address))),
      });
      this.#journal.push({ slot: this.#slot, before });
      this.#transactionCount += 1;
      this.#recordPrioritizationFee(transaction);
      for (const listener of this.#listeners.landed) listener(signature, status);
    }
    return { ...outcome, signature, landed };
  }

  // As a validator's fee cache does: every landed transaction (failed ones too, they paid),
  // except one asking for a limit of 0 units, whose price says nothing.
  #recordPrioritizationFee(transaction: WireTransaction): void {
    const budget = readComputeBudget(transaction.message);
    if (budget === null || budget.unitLimit === 0n) return;
    this.prioritizationFees.record(
      this.#slot,
      budget.unitPrice ?? 0n,
      this.#writableAccounts(transaction),
    );
  }

  // The accounts a transaction locks for writing: writable static keys (programs it calls are
  // demoted to read-only, as a validator does) and writable addresses from lookup tables.
  #writableAccounts(transaction: WireTransaction): Address[] {
    const { message } = transaction;
    const signers = message.numRequiredSignatures;
    const total = message.staticAccounts.length;
    const programs = new Set(message.instructions.map((instruction) => instruction.programIdIndex));
    const writable = message.staticAccounts.filter(
      (_, index) =>
        !programs.has(index) &&
        (index < signers
          ? index < signers - message.numReadonlySignedAccounts
          : index < total - message.numReadonlyUnsignedAccounts),
    );
    return [...writable, ...this.loadedAddresses(transaction).writable];
  }

  /** The addresses a transaction loads from lookup tables, as they stand now. */
  loadedAddresses(transaction: WireTransaction): LoadedAddresses {
    return resolveLoadedAddresses(transaction.message, (address) => this.svm.getAccount(address));
  }

  // Every account key in the runtime's order (static, loaded writable, loaded read-only): the
  // order of `preBalances` and `postBalances`.
  #accountKeys(transaction: WireTransaction): Address[] {
    return runtimeAccountKeys(transaction.message, this.loadedAddresses(transaction));
  }

  #runOnSvm(
    transaction: WireTransaction,
    mode: 'send' | 'simulate',
    sigVerify: boolean,
  ): TransactionOutcome {
    const signatures: Record<string, SignatureBytes | null> = {};
    transaction.signatures.forEach((signature, index) => {
      const signer = transaction.message.staticAccounts[index];
      if (signer !== undefined)
        signatures[signer] = signature.every((byte) => byte === 0)
          ? null
          : (signature as SignatureBytes);
    });
    const kitTransaction = {
      messageBytes: transaction.messageBytes as unknown as TransactionMessageBytes,
      signatures,
    } as Transaction;
    if (!sigVerify) this.svm.withSigverify(false);
    try {
      const result =
        mode === 'send'
          ? this.svm.sendTransaction(kitTransaction)
          : this.svm.simulateTransaction(kitTransaction);
      if (result instanceof FailedTransactionMetadata)
        return { ...describeMeta(result.meta()), err: transactionErrorToJson(result.err()) };
      if ('postAccounts' in result)
        return { ...describeMeta(result.meta()), err: null, postAccounts: result.postAccounts() };
      return { ...describeMeta(result), err: null };
    } catch {
      // LiteSVM's wrapper throws on a missing (all-zero) signature before its own sigverify.
      return { ...EMPTY_OUTCOME, err: 'SignatureFailure' };
    } finally {
      if (!sigVerify) this.svm.withSigverify(true);
    }
  }
}

function describeMeta(meta: TransactionMetadata): Omit<TransactionOutcome, 'err'> {
  const returnData = meta.returnData();
  const returnBytes = returnData.data();
  const base58 = getBase58Decoder();
  return {
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData:
      returnBytes.length === 0
        ? null
        : {
            programId: base58.decode(returnData.programId()),
            data: [getBase64Decoder().decode(returnBytes), 'base64'],
          },
    innerInstructions: meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => {
          const instruction = inner.instruction();
          return {
            programIdIndex: instruction.programIdIndex(),
            accounts: Array.from(instruction.accounts()),
            data: base58.decode(instruction.data()),
            stackHeight: inner.stackHeight(),
          };
        }),
      }))
      .filter((entry) => entry.instructions.length > 0),
    postAccounts: [],
  };
}
