import type { OutboxMessage } from './custody-server/custody-state.js';
import type { startProductServer } from './product-server/start-product-server.js';

/**
 * Every port 0: each service on a free port, so tests and several stacks run side by side.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
 * ```
 */
export const SANDBOX_EPHEMERAL_PORTS = {
  rpcPort: 0,
  wsPort: 0,
  custodyPort: 0,
  productApiPort: 0,
  phantomPort: 0,
  openIdPort: 0,
  mwaPort: 0,
  walletConnectPort: 0,
} as const satisfies StartSandboxParameters;

/**
 * Parameters of {@link startSandbox}.
 *
 * @example
 * ```ts
 * const parameters: StartSandboxParameters = { ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 };
 * ```
 */
export interface StartSandboxParameters {
  /** Interface to bind. Default 127.0.0.1 (never exposed beyond this machine by default). */
  host?: string;
  /** Solana RPC port; its `/health` is the sandbox's health endpoint. Default 8899; 0 = any free port. */
  rpcPort?: number;
  /** Solana WebSocket (subscriptions) port. Default 8900; 0 = any free port. */
  wsPort?: number;
  /** Product API (gas sponsorship) port. Default 8820; 0 = any free port. */
  productApiPort?: number;
  /** Phantom responder (deep-link wallet stand-in) port. Default 8830; 0 = any free port. */
  phantomPort?: number;
  /** Custody server (Turnkey's API) port. Default 8810; 0 = any free port. */
  custodyPort?: number;
  /** OpenID provider ("Sandbox Google" and "Sandbox Apple") port. Default 8840; 0 = any free port. */
  openIdPort?: number;
  /** MWA wallet (control routes and local reflector) port. Default 8850; 0 = any free port. */
  mwaPort?: number;
  /** WalletConnect relay and wallet (control routes) port. Default 8860; 0 = any free port. */
  walletConnectPort?: number;
  /** Where the custody server keeps its organizations and wallets across restarts. Default: memory. */
  custodyStateFile?: string;
  /**
   * What a session key may do at the custody server. `'restricted'` (default): sign, make a
   * wallet, rename its user and revoke — what a host gets at the real provider by giving session
   * keys to a non-root user with a sign-only policy. `'root'`: anything, as the real provider
   * lets a sub-organization's root user — to see what a stolen session key could do there.
   */
  custodySessionKeys?: 'restricted' | 'root';
  /** Called with each email the custody server "sends" (codes and links). */
  onEmail?: (message: OutboxMessage) => void;
  /** Where the product server keeps its PostgreSQL (PGlite) data across restarts. Default: memory. */
  serverDataDir?: string;
  /** Real milliseconds per slot. Default 400 (mainnet's pace); tests pass ~20 to speed time up. */
  slotMs?: number;
  /** The product server's `mfa` (tests shorten its `windowSeconds`). Default all, `signInNewDevice` too. */
  mfa?: Parameters<typeof startProductServer>[0]['mfa'];
  /** Also start a local EVM node (hardhat@2, chain 31337) here, 0 = any port. Default none. */
  evmPort?: number;
}
