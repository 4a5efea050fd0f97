/**
 * A wallet a signed-in user holds with the custody provider (SPEC §3): its address, the
 * sub-organization that keeps its key, and whether calls may be stamped by a session key
 * (otherwise every call is stamped by the passkey or the frame).
 *
 * @example
 * ```ts
 * const credential: VerifiedCredential = {
 *   id: walletAccountId,
 *   address,
 *   chain: 'solana',
 *   walletName: 'turnkeyhd',
 *   walletProperties: { turnkeySubOrganizationId, isSessionKeyCompatible: true },
 * };
 * ```
 */
export interface VerifiedCredential {
  readonly id: string;
  readonly address: string;
  readonly chain: 'solana' | 'evm';
  readonly walletName: string;
  /** The user's name for the wallet the account is in ('Savings'), when they hold several. */
  readonly label?: string;
  readonly walletProperties: {
    readonly turnkeySubOrganizationId: string | undefined;
    readonly isSessionKeyCompatible: boolean;
  };
}
