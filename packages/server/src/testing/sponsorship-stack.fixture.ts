import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/**
 * For tests: the sandbox's Solana RPC over a real SVM, a funded fee payer and helpers to build
 * unsigned transactions and ask a server to sponsor them.
 */
export async function startSponsorshipStack() {
  const sandbox: Sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const feePayer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(feePayer.address, 100_000_000_000n);
  const balance = async (owner: Address) =>
    (await rpc.getBalance(owner, { commitment: 'confirmed' }).send()).value;
  const funded = async (lamports = 1_000_000_000n) => {
    const signer = await generateKeyPairSigner();
    await sandbox.solana.airdrop(signer.address, lamports);
    return signer;
  };
  /** An unsigned wire transaction with `feePayerOf` (the sender) paying, as a client builds it. */
  const build = async (feePayerOf: Address, instructions: readonly Instruction[]) => {
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(feePayerOf, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  };
  const transfer = (from: KeyPairSigner, to: Address, lamports: bigint) =>
    build(from.address, [
      getTransferSolInstruction({ source: from, destination: to, amount: lamports }),
    ]);
  return {
    sandbox,
    rpc,
    feePayer,
    balance,
    funded,
    build,
    transfer,
    toBase64: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
    stop: () => sandbox.stop(),
  };
}

/** The running stack {@link startSponsorshipStack} gives. */
export type SponsorshipStack = Awaited<ReturnType<typeof startSponsorshipStack>>;

/** For tests: a POST of `optimizeTransaction` as the SDK sends it. */
export function optimizeRequest(
  address: string,
  transaction: string,
  options: { environmentId?: string; authToken?: string; baseUrl?: string } = {},
): Request {
  return new Request(`${options.baseUrl ?? 'http://server'}/api/v0/solana/optimizeTransaction`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${options.authToken ?? 'token-test'}`,
    },
    body: JSON.stringify({
      environmentId: options.environmentId ?? 'env-test',
      solanaTransactionOptimizationRequest: { address, transaction },
    }),
  });
}

/** For tests: a POST of `signSponsoredTransaction` (step two) as the SDK sends it. */
export function cosignRequest(
  address: string,
  transaction: string,
  options: { environmentId?: string; authToken?: string; baseUrl?: string } = {},
): Request {
  return new Request(
    `${options.baseUrl ?? 'http://server'}/api/v0/solana/signSponsoredTransaction`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.authToken ?? 'token-test'}`,
      },
      body: JSON.stringify({
        environmentId: options.environmentId ?? 'env-test',
        address,
        transaction,
      }),
    },
  );
}

/**
 * For tests: signs a wire transaction's slots with these keys, as a wallet does; the other slots
 * stay as they are.
 */
export async function signWith(
  transaction: Uint8Array | string,
  signers: readonly KeyPairSigner[],
): Promise<Uint8Array> {
  const bytes =
    typeof transaction === 'string'
      ? new Uint8Array(getBase64Encoder().encode(transaction))
      : transaction;
  const decoded = getTransactionDecoder().decode(bytes);
  const signed = await partiallySignTransaction(
    signers.map((signer) => signer.keyPair),
    decoded,
  );
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

/** Something that answers requests: a server's `fetch`, or a URL reached over HTTP. */
export type SponsorTarget = (request: Request, clientIp: string) => Promise<Response>;

/**
 * For tests: the SDK's two steps — `optimizeTransaction`, the sender signs, then
 * `signSponsoredTransaction` — answering the first refusal or the co-signed transaction.
 */
export async function sponsorSigned(
  target: SponsorTarget,
  sender: KeyPairSigner,
  unsigned: Uint8Array,
  clientIp: string,
  options: { environmentId?: string; authToken?: string } = {},
): Promise<{
  status: number;
  code?: string | undefined;
  transaction?: string | undefined;
  step: 1 | 2;
}> {
  const base64 = getBase64Decoder();
  const first = await target(
    optimizeRequest(sender.address, base64.decode(unsigned), options),
    clientIp,
  );
  const prepared = (await first.json()) as { transaction?: string; error?: { code: string } };
  if (first.status !== 200 || !prepared.transaction) {
    return { status: first.status, code: prepared.error?.code, step: 1 };
  }
  const signed = await signWith(prepared.transaction, [sender]);
  const second = await target(
    cosignRequest(sender.address, base64.decode(signed), options),
    clientIp,
  );
  const cosigned = (await second.json()) as { transaction?: string; error?: { code: string } };
  return {
    status: second.status,
    code: cosigned.error?.code,
    transaction: cosigned.transaction,
    step: 2,
  };
}
