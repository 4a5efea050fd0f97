import {
  type Address,
  type Base64EncodedWireTransaction,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type SignatureBytes,
  type SignaturesMap,
  type Transaction,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { takeRateLimit } from '../database/rate-limit.js';
import { signEd25519, verifiesEd25519 } from '../node-crypto/node-ed25519.js';
import { ServerError } from '../server-error.js';
import { callRpc } from './call-rpc.js';
import { checkSponsoredMessage } from './check-sponsored-message.js';
import { assertExactMessageBytes, readWireTransaction } from './read-wire-transaction.js';
import { checkNewSponsorship, recordSponsorship } from './record-sponsorship.js';
import type { SponsorshipContext } from './sponsorship-context.js';

const base58 = getBase58Decoder();
const base64 = getBase64Decoder();
const transactionEncoder = getTransactionEncoder();

/**
 * Step two of a sponsorship (`signSponsoredTransaction`): the fee payer signs a transaction the
 * sender has already signed, and only then is anything charged. In order, cheapest first, so a
 * refused request costs no network call:
 *
 * 1. the exact message is held to the policy again (a wallet may have added a priority fee: the
 *    caps apply to what it signed), with the fee payer first and its slot empty;
 * 2. the sender's ed25519 signature — and every other one present — must verify over the message
 *    bytes: nobody can spend a sender's quota without the sender's key;
 * 3. a transaction already sponsored (the same fee-payer signature: ed25519 is deterministic) is
 *    answered as before, without a network call or a second charge; in the same read,
 * 4. the quotas are read (sender, client address, environment); then the client address's count of
 *    requests that reach the network is raised (`rpcChecksPerIp`);
 * 5. the network quotes the fee (refused over the cap, or for an unknown blockhash) and simulates
 *    the transaction (a failing one still costs its fee);
 * 6. the quotas are raised and the transaction recorded atomically (`recordSponsorship`).
 *
 * `signal` is the request's: once it aborts (the client went away, the deadline passed) the RPC
 * calls are cancelled and the signal's reason thrown; with the request's database
 * (`requestDatabase`) nothing is then counted or recorded either.
 *
 * @returns the transaction with every signature in place: ready to send.
 * @throws {ServerError} a policy refusal or `SIGNATURE_INVALID` (400), `FEE_TOO_HIGH`,
 *   `BLOCKHASH_NOT_FOUND`, `SIMULATION_FAILED` (400), `QUOTA_EXCEEDED` or `RATE_LIMITED` (429) or
 *   `RPC_ERROR` (502).
 */
export async function cosignSponsoredTransaction(
  context: SponsorshipContext,
  request: {
    transaction: Uint8Array;
    sender: Address;
    environmentId: string;
    clientIp: string;
    signal?: AbortSignal | undefined;
  },
): Promise<{ transaction: Uint8Array; signature: string; feeLamports: bigint }> {
  const abortSignal = request.signal ?? new AbortController().signal;
  const { feePayer, policy, rpc, database } = context;
  const read = readWireTransaction(request.transaction);
  const { transaction, message } = read;
  const messageBytes = new Uint8Array(transaction.messageBytes);
  assertExactMessageBytes(read, messageBytes);
  const { maxFeeLamports } = checkSponsoredMessage(message, messageBytes, {
    sender: request.sender,
    feePayer: feePayer.address,
    policy,
  });
  const signatures = transaction.signatures as Record<string, SignatureBytes | null>;
  if (isFilled(signatures[feePayer.address])) {
    throw new ServerError(400, 'FEE_PAYER_MISSING', "The fee payer's signature slot must be empty");
  }
  if (!isFilled(signatures[request.sender])) {
    throw new ServerError(
      400,
      'SIGNATURE_INVALID',
      `The sender ${request.sender} has not signed the transaction; the fee payer signs after the sender`,
    );
  }
  for (const [signer, signature] of Object.entries(signatures)) {
    if (signer === feePayer.address || !isFilled(signature)) continue;
    if (!verifiesEd25519(signer as Address, signature, messageBytes)) {
      throw new ServerError(
        400,
        'SIGNATURE_INVALID',
        `The signature of ${signer} does not verify over the transaction`,
      );
    }
  }
  const feePayerSignature = signEd25519(feePayer.keyPair.privateKey, messageBytes);
  const signed: Transaction = {
    ...transaction,
    signatures: {
      ...transaction.signatures,
      [feePayer.address]: feePayerSignature,
    } as SignaturesMap,
  };
  const bytes = new Uint8Array(transactionEncoder.encode(signed));
  const signature = base58.decode(feePayerSignature);
  const { recorded } = await checkNewSponsorship(
    database,
    { ...request, signature },
    maxFeeLamports,
    policy,
    context.now(),
  );
  if (recorded) return { transaction: bytes, signature, feeLamports: maxFeeLamports };
  // Counted whatever the outcome: a transaction failing in simulation costs the RPC, not a quota.
  if (
    !(await takeRateLimit(
      database,
      'sponsorship-rpc:ip',
      request.clientIp,
      policy.rpcChecksPerIp,
      context.now(),
    ))
  ) {
    throw new ServerError(
      429,
      'RATE_LIMITED',
      'Too many sponsorship requests from this address; try again later',
    );
  }

  const quoted = await callRpc(
    () =>
      rpc
        .getFeeForMessage(base64.decode(messageBytes) as TransactionMessageBytesBase64, {
          commitment: 'confirmed',
        })
        .send({ abortSignal }),
    abortSignal,
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
  const simulation = await callRpc(
    () =>
      rpc
        .simulateTransaction(base64.decode(bytes) as Base64EncodedWireTransaction, {
          encoding: 'base64',
          // Every present signature was verified above; a co-signer may still be to sign.
          sigVerify: false,
          commitment: 'confirmed',
        })
        .send({ abortSignal }),
    abortSignal,
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
  await recordSponsorship(
    database,
    {
      signature,
      environmentId: request.environmentId,
      sender: request.sender,
      clientIp: request.clientIp,
      feeLamports,
    },
    policy,
    context.now(),
  );
  return { transaction: bytes, signature, feeLamports };
}

/** A slot holds a signature (some wallets zero the slots they do not sign). */
function isFilled(signature: SignatureBytes | null | undefined): signature is SignatureBytes {
  return !!signature && signature.some((byte) => byte !== 0);
}
