import type { MessagePreview, TransactionPreview } from '../preview/transaction-preview.js';

/**
 * What the embedded wallet asks the user to approve before it signs: everything the approval
 * view shows, for a host that shows its own (`createConfig({ approval: { onApprovalRequest } })`).
 *
 * @example
 * ```ts
 * const onApprovalRequest: ApprovalHandler = async (request) =>
 *   request.kind === 'message' ? window.confirm(`Sign "${request.message.kind}"?`) : true;
 * ```
 */
export type ApprovalRequest =
  | {
      readonly kind: 'message';
      /** The wallet's name and the address that signs. */
      readonly walletName: string;
      readonly address: string;
      readonly message: MessagePreview;
      /** The exact bytes that would be signed. */
      readonly bytes: Uint8Array;
    }
  | {
      readonly kind: 'transactions';
      readonly walletName: string;
      readonly address: string;
      /** Whether the transactions are sent once signed (`sendTransaction`), or only signed. */
      readonly send: boolean;
      readonly count: number;
      /**
       * One preview per transaction, in order, from one simulation each (in parallel). Rejects
       * with a `LatchkeyError` when the simulation could not be run or read; the user may still
       * approve, knowing the changes are unknown.
       */
      readonly previews: Promise<readonly TransactionPreview[]>;
    };

/**
 * Answers an approval request: `true` signs, anything else is a quiet cancellation. `signal`
 * aborts when the request is withdrawn (the caller aborted), and the view closes.
 */
export type ApprovalHandler = (
  request: ApprovalRequest,
  context: { readonly signal: AbortSignal },
) => Promise<boolean>;

/** `createConfig({ approval })`: whether and how the embedded wallet asks before signing. */
export interface ApprovalOptions {
  /**
   * Ask before every signature of the embedded wallet (default `true`). `false` is for hosts that
   * show their own confirmation before calling Latchkey.
   */
  readonly confirm?: boolean;
  /** A headless host's own view; when set, it is asked instead of the built-in view. */
  readonly onApprovalRequest?: ApprovalHandler;
}

/**
 * The config's approval step: a UI registers its view here (`@latchkey/react` does), and the
 * embedded wallet asks through `approve` before every signature.
 */
export interface ApprovalGate {
  /** Registers the view that asks the user; returns the function that unregisters it. */
  setView(view: ApprovalHandler): () => void;
  /**
   * Asks the user; resolves when approved, rejects with a `UserCancellationError`
   * (`LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED`) when not.
   */
  approve(request: ApprovalDraft, options?: { readonly signal?: AbortSignal }): Promise<void>;
}

/** What a connector hands the gate: the request before previews are made. */
export type ApprovalDraft =
  | {
      readonly kind: 'message';
      readonly walletName: string;
      readonly address: string;
      readonly bytes: Uint8Array;
    }
  | {
      readonly kind: 'transactions';
      readonly walletName: string;
      readonly address: string;
      readonly send: boolean;
      readonly transactions: readonly Uint8Array[];
    };
