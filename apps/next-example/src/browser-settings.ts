/**
 * What the page's Latchkey config needs to know, read on the server at request time and handed to
 * the client provider as props: public values only (URLs, ids, the environment's public token).
 *
 * @example
 * ```ts
 * const settings: BrowserSettings = {
 *   rpcUrl: 'http://127.0.0.1:8899',
 *   productApi: { baseUrl: '/api/latchkey', environmentId: 'sandbox', authToken: 'sandbox-token' },
 * };
 * ```
 */
export interface BrowserSettings {
  /** The Solana RPC the page reads and sends through. */
  readonly rpcUrl: string;
  /** Its subscription socket; derived from `rpcUrl` when absent. */
  readonly wsUrl?: string | undefined;
  /** This app's own product server (its route handler) and the environment the page is. */
  readonly productApi: {
    readonly baseUrl: string;
    readonly environmentId: string;
    readonly authToken: string;
  };
  /**
   * How the server hands out sessions (`LATCHKEY_SESSION_CARRIER`): `cookie` on this app's own
   * site, so its backend reads them; the page signs in either way.
   */
  readonly sessionCarrier?: 'bearer' | 'cookie' | undefined;
  /** Present when the server sponsors fees: its fee payer, which the page pins. */
  readonly sponsorship?: { readonly feePayer: string } | undefined;
  /** Present when the server has a custody provider: embedded wallets are offered. */
  readonly embedded?:
    | {
        readonly custodyBaseUrl: string;
        readonly organizationId: string;
        readonly authFrameUrl?: string | undefined;
        readonly exportFrameUrl?: string | undefined;
      }
    | undefined;
}
