/** The statuses an activity can have (PROTOCOLS §2). */
export type CustodyActivityStatus =
  | 'ACTIVITY_STATUS_CREATED'
  | 'ACTIVITY_STATUS_PENDING'
  | 'ACTIVITY_STATUS_COMPLETED'
  | 'ACTIVITY_STATUS_FAILED'
  | 'ACTIVITY_STATUS_CONSENSUS_NEEDED'
  | 'ACTIVITY_STATUS_REJECTED'
  | 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';

/**
 * A custody activity as the provider returns it; `result` holds one key per activity type
 * (`signRawPayloadResult`, `signTransactionResult`, …).
 *
 * @example
 * ```ts
 * const { signRawPayloadResult } = activity.result as { signRawPayloadResult: CustodySignature };
 * ```
 */
export interface CustodyActivity {
  readonly id: string;
  readonly organizationId: string;
  readonly status: CustodyActivityStatus | (string & {});
  readonly type: string;
  readonly result?: Record<string, unknown>;
  readonly failure?: {
    readonly code?: number;
    readonly message?: string;
    readonly details?: unknown;
  };
}

/**
 * An ECDSA or EdDSA signature as the provider encodes it: hex `r`, `s` and recovery id `v`.
 * For ed25519 the 64-byte signature is `r ‖ s` and `v` means nothing.
 *
 * @example
 * ```ts
 * const signature = hexToBytes(`${result.r}${result.s}`); // ed25519
 * ```
 */
export interface CustodySignature {
  readonly r: string;
  readonly s: string;
  readonly v: string;
}

/** Statuses after which polling goes on. */
export const PENDING_ACTIVITY_STATUSES: readonly string[] = [
  'ACTIVITY_STATUS_CREATED',
  'ACTIVITY_STATUS_PENDING',
];
