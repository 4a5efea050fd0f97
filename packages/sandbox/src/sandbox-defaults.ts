// The sandbox's fixed values: where each service listens by default, and the organization and
// environment the demo is built against.

/**
 * The sandbox's default ports, one per service, as DESIGN.md fixes them.
 *
 * @example
 * ```ts
 * const rpcUrl = `http://127.0.0.1:${SANDBOX_DEFAULT_PORTS.rpc}`;
 * ```
 */
export const SANDBOX_DEFAULT_PORTS = {
  rpc: 8899,
  ws: 8900,
  custody: 8810,
  productApi: 8820,
  phantom: 8830,
  /** The EVM node (started only when asked for: `evmPort`, or the CLI). */
  evm: 8545,
  /** The OpenID provider: "Sandbox Google" at /google, "Sandbox Apple" at /apple. */
  openId: 8840,
  /** The MWA wallet: its control routes and the local reflector (`/reflect`). */
  mwa: 8850,
  /** The WalletConnect relay and the sandbox's WalletConnect wallet (`/wc/pair`). */
  walletConnect: 8860,
} as const;

/**
 * The sandbox custody server's root organization (the host's parent organization), fixed so the
 * demo can be built against it.
 *
 * @example
 * ```ts
 * createCustodyClient({ baseUrl: sandbox.urls.custody, organizationId: SANDBOX_CUSTODY_ORGANIZATION_ID });
 * ```
 */
export const SANDBOX_CUSTODY_ORGANIZATION_ID = '6c6b7463-0000-4000-8000-000000000001';

/**
 * The product API environment the sandbox accepts (local only; not a secret).
 *
 * @example
 * ```ts
 * const { environmentId, authToken } = SANDBOX_PRODUCT_API_ENVIRONMENT;
 * ```
 */
export const SANDBOX_PRODUCT_API_ENVIRONMENT = {
  environmentId: 'sandbox',
  authToken: 'sandbox-token',
} as const;
