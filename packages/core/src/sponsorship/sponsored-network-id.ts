/**
 * The network whose transactions are sponsored by default: Solana mainnet-beta (SPEC §7).
 *
 * @example
 * ```ts
 * createConfig({ networks, sponsorship: { client, networks: [SPONSORED_NETWORK_ID] } });
 * ```
 */
export const SPONSORED_NETWORK_ID = 101;
