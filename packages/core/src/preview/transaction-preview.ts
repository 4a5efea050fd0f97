import type { TransactionInput } from '../transactions/transaction-input.js';

/**
 * A program a transaction calls: by name when it is one of the well-known ones.
 *
 * @example
 * ```ts
 * const names = preview.programs.map((program: ProgramCall) => program.name ?? program.address);
 * ```
 */
export interface ProgramCall {
  readonly address: string;
  /** 'System', 'Token', 'Token-2022', 'Associated Token Account', 'Memo', 'Compute Budget'; else undefined. */
  readonly name: string | undefined;
}

/**
 * Which authority a `SetAuthority` hands over.
 *
 * @example
 * ```ts
 * const labels: Record<AuthorityName, string> = {
 *   mint: 'minting', freeze: 'freezing', owner: 'ownership', close: 'closing',
 * };
 * ```
 */
export type AuthorityName = 'mint' | 'freeze' | 'owner' | 'close';

/**
 * Something in a transaction the user should read before approving it.
 *
 * @example
 * ```ts
 * const handsOver = preview.warnings.some(
 *   (warning: PreviewWarning) => warning.kind === 'ownership-change' && warning.account === address,
 * );
 * ```
 */
export type PreviewWarning =
  /** A program that is none of the well-known ones: what it does cannot be read here. */
  | { readonly kind: 'unknown-program'; readonly program: string }
  /** A System `Assign` or `AssignWithSeed`: the account's owner becomes another program. */
  | { readonly kind: 'ownership-change'; readonly account: string; readonly newOwner: string }
  /**
   * A Token `Approve` or `ApproveChecked`: another key may move up to `amount` base units of the
   * account's tokens.
   */
  | {
      readonly kind: 'delegation';
      readonly account: string;
      readonly delegate: string;
      readonly amount: bigint;
    }
  /**
   * A Token `SetAuthority`: an authority of the account (or mint) passes to another key, or to
   * none (`newAuthority` undefined: removed for good).
   */
  | {
      readonly kind: 'authority-change';
      readonly account: string;
      readonly authority: AuthorityName;
      readonly newAuthority: string | undefined;
    }
  /**
   * An instruction that could not be read: a well-known program's whose data or accounts do not
   * parse, or whose warning would name an account only an address lookup table holds (`program`
   * is its address), or one whose program is in a lookup table (`program` says where it stands,
   * e.g. 'account 3 (address lookup table)'; the runtime refuses such a transaction).
   */
  | { readonly kind: 'unreadable-instruction'; readonly program: string };

/**
 * A change of one balance of the user's, exact in base units.
 *
 * @example
 * ```ts
 * const line = (change: BalanceChange) =>
 *   `${formatUnits(change.amount, change.decimals)} ${change.symbol ?? change.mint}`;
 * ```
 */
export interface BalanceChange {
  /** The token's mint; undefined for SOL. */
  readonly mint: string | undefined;
  /** 'SOL', or the token's symbol from the host's token list or the built-in one; else undefined. */
  readonly symbol: string | undefined;
  readonly decimals: number;
  /** Base units (lamports for SOL), negative when the user pays. */
  readonly amount: bigint;
}

/**
 * What the simulation said.
 *
 * @example
 * ```ts
 * const outcome: SimulationOutcome = preview.simulation;
 * if (!outcome.ok) note.textContent = `Will fail: ${outcome.reason}`;
 * ```
 */
export type SimulationOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /**
       * The runtime's error as text, at most 200 characters ('insufficient funds for fee',
       * 'instruction 1: custom program error 0x1'). The RPC's words: show them as text, never as
       * markup.
       */
      readonly reason: string;
      /** The program logs, the last 100 lines at most. */
      readonly logs: readonly string[];
    };

/**
 * What a transaction will do, from one simulation against the selected network's RPC.
 *
 * @example
 * ```ts
 * const preview = await previewTransaction(config, { transaction });
 * if (!preview.simulation.ok) console.warn('This will probably fail:', preview.simulation.reason);
 * ```
 */
export interface TransactionPreview {
  /** Whose balances `changes` are: the signer the preview was made for. */
  readonly address: string;
  readonly feePayer: string;
  /** The network fee in lamports; undefined when the RPC did not say. */
  readonly fee: bigint | undefined;
  /** Whether someone other than `address` pays the fee (a sponsored transaction). */
  readonly feePaidByApp: boolean;
  /**
   * The user's balance changes (SOL first, then tokens). The network fee is not among them: it is
   * `fee` (inside the SOL change only when the node did not say it). Undefined when they cannot
   * be known (the simulation failed, or its answer was not readable): never a guess.
   */
  readonly changes: readonly BalanceChange[] | undefined;
  readonly programs: readonly ProgramCall[];
  readonly warnings: readonly PreviewWarning[];
  readonly simulation: SimulationOutcome;
}

/**
 * A token a host names, so previews show its symbol.
 *
 * @example
 * ```ts
 * const tokens: TokenListEntry[] = [{ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC' }];
 * const config = createConfig({ networks: [solanaMainnet()], tokens });
 * ```
 */
export interface TokenListEntry {
  readonly mint: string;
  readonly symbol: string;
}

/**
 * Parameters of `previewTransaction`.
 *
 * @example
 * ```ts
 * const parameters: PreviewTransactionParameters = { transaction, address, signal };
 * ```
 */
export interface PreviewTransactionParameters {
  readonly transaction: TransactionInput;
  /** Whose balances to show; default the connected account. */
  readonly address?: string;
  readonly signal?: AbortSignal;
}

/**
 * A message to sign, as a person can read it: UTF-8 text when it is text, else its bytes in hex.
 *
 * @example
 * ```ts
 * const shown = readMessage(bytes);
 * label.textContent = shown.kind === 'text' ? shown.text : `binary data, ${shown.length} bytes`;
 * ```
 */
export type MessagePreview =
  | {
      readonly kind: 'text';
      readonly text: string;
      /** The text holds control or bidirectional characters that can hide or reorder what is shown. */
      readonly hasHiddenCharacters: boolean;
      readonly looksLikeTransaction: boolean;
    }
  | {
      readonly kind: 'binary';
      readonly length: number;
      /** Lower-case hex of every byte. */
      readonly hex: string;
      readonly looksLikeTransaction: boolean;
    };
