import type { createSolanaRpc, KeyPairSigner } from '@solana/kit';
import type { Database } from '../database/database.js';
import type { SponsorshipPolicy } from './sponsorship-policy.js';

/**
 * What the server needs to sponsor fees: its funded fee payer, the RPC of the network it pays
 * on, and the policy.
 *
 * @example
 * ```ts
 * const sponsorship: SponsorshipParameters = { feePayer, rpcUrl: 'https://rpc.acme.example' };
 * ```
 */
export interface SponsorshipParameters {
  /** The key that pays sponsored fees. Fund it, and keep it in the server's environment only. */
  feePayer: KeyPairSigner;
  /** The network's RPC: fees are quoted and transactions simulated there before signing. */
  rpcUrl: string;
  /** Overrides of {@link DEFAULT_SPONSORSHIP_POLICY}. */
  policy?: Partial<SponsorshipPolicy> | undefined;
}

/**
 * What the sponsorship steps run with: the database, the fee payer, the RPC, the whole policy and
 * the clock.
 */
export interface SponsorshipContext {
  database: Database;
  feePayer: KeyPairSigner;
  rpc: ReturnType<typeof createSolanaRpc>;
  policy: SponsorshipPolicy;
  now: () => number;
}
