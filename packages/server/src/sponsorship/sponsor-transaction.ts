import {
  type Address,
  type Base64EncodedWireTransaction,
  type createSolanaRpc,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type SignaturesMap,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { buildSponsoredMessage } from './build-sponsored-message.js';
import { recordSponsorship } from './record-sponsorship.js';
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
 * Sponsors one transaction: holds it to the policy, puts the fee payer in front, quotes the fee
 * on the network and refuses it over the cap (or for an unknown blockhash), simulates it (a
 * failing transaction still costs its fee), signs as fee payer, and counts and records it against
 * the sender's and the client address's quotas. Returns the transaction with the fee payer's
 * signature, every other slot still empty.
 *
 * @throws {ServerError} a policy refusal (400), `FEE_TOO_HIGH`, `BLOCKHASH_NOT_FOUND`,
 *   `SIMULATION_FAILED` (400), `QUOTA_EXCEEDED` (429) or `RPC_ERROR` (502).
 * @example
 * ```ts
 * const sponsored = await sponsorTransaction(context, { transaction, sender, environmentId, clientIp });
 * ```
 */
export async function sponsorTransaction(
  context: {
    database: Database;
    feePayer: KeyPairSigner;
    rpc: ReturnType<typeof createSolanaRpc>;
    policy: SponsorshipPolicy;
    now: () => number;
  },
  request: { transaction: Uint8Array; sender: Address; environmentId: string; clientIp: string },
): Promise<{ transaction: Uint8Array; signature: string; feeLamports: bigint }> {
  const { feePayer, policy, rpc } = context;
  const { messageBytes, signers } = buildSponsoredMessage({
    transaction: request.transaction,
    sender: request.sender,
    feePayer: feePayer.address,
    policy,
  });
  const base64 = getBase64Decoder();
  const quoted = await callRpc(() =>
    rpc
      .getFeeForMessage(base64.decode(messageBytes) as TransactionMessageBytesBase64, {
        commitment: 'confirmed',
      })
      .send(),
  );
  if (quoted.value === null) {
    throw new ServerError(
      400,
      'BLOCKHASH_NOT_FOUND',
      'The transaction’s blockhash is unknown or expired; build it again with a recent one',
    );
  }
  const feeLamports = BigInt(quoted.value);
  if (feeLamports > policy.maxFeeLamports) {
    throw new ServerError(
      400,
      'FEE_TOO_HIGH',
      `The fee of ${feeLamports} lamports is over the ${policy.maxFeeLamports}-lamport cap`,
    );
  }
  const unsigned: SignaturesMap = {};
  for (const signer of signers) unsigned[signer as Address] = null;
  const signed = await partiallySignTransaction([feePayer.keyPair], {
    messageBytes,
    signatures: unsigned,
  });
  const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
  const simulation = await callRpc(() =>
    rpc
      .simulateTransaction(base64.decode(bytes) as Base64EncodedWireTransaction, {
        encoding: 'base64',
        sigVerify: false,
        commitment: 'confirmed',
      })
      .send(),
  );
  if (simulation.value.err !== null) {
    const logs = (simulation.value.logs ?? []).slice(-5).join(' | ');
    throw new ServerError(
      400,
      'SIMULATION_FAILED',
      `The transaction fails in simulation (${JSON.stringify(simulation.value.err, (_, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      )})${logs ? `: ${logs}` : ''}`.slice(0, 500),
    );
  }
  const feePayerSignature = signed.signatures[feePayer.address];
  if (!feePayerSignature) throw new Error('the fee payer did not sign');
  const signature = getBase58Decoder().decode(feePayerSignature);
  await recordSponsorship(
    context.database,
    {
      signature,
      environmentId: request.environmentId,
      sender: request.sender,
      clientIp: request.clientIp,
      feeLamports,
    },
    { perSender: policy.perSender, perIp: policy.perIp },
    context.now(),
  );
  return { transaction: bytes, signature, feeLamports };
}

async function callRpc<value>(call: () => Promise<value>): Promise<value> {
  try {
    return await call();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ServerError(502, 'RPC_ERROR', `The RPC did not answer: ${reason}`.slice(0, 300));
  }
}
