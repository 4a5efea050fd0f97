import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalHandler, ApprovalRequest } from '../approval/approval-request.js';
import { createConfig } from '../config/create-config.js';
import { createApiKey } from '../custody/create-api-key.js';
import { createCustodySession } from '../custody/create-custody-session.js';
import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import type { TransactionPreview } from '../preview/transaction-preview.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createEmbeddedConnector } from './create-embedded-connector.js';

// The approval step between the embedded wallet and the custody provider, over the real
// sandbox: what the user is asked (the message, the simulated changes), and that nothing reaches
// the custody server until they approve.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

async function embeddedWallet(onApprovalRequest?: ApprovalHandler) {
  const user = await createCustodyTestUser(sandbox, 'approval');
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    ...(onApprovalRequest ? { approval: { onApprovalRequest } } : {}),
  });
  const session = createCustodySession({
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    authorize: (publicKey, expirationSeconds) =>
      createApiKey(user.client, {
        organizationId: user.organizationId,
        userId: user.userId,
        publicKey,
        expirationSeconds,
      }),
  });
  const connector = createEmbeddedConnector({
    credential: {
      id: user.walletId,
      address: user.address,
      chain: 'solana',
      walletName: 'turnkeyhd',
      walletProperties: {
        turnkeySubOrganizationId: user.organizationId,
        isSessionKeyCompatible: true,
      },
    },
    client: user.client,
    session,
    approve: config.approval.approve,
  });
  await connector.connect();
  // Every activity the custody server took for this user: signing is one, so is a session key.
  const activities = () =>
    sandbox.custody.admin
      .activities()
      .filter((record) => record.organizationId === user.organizationId);
  return { connector, config, address: user.address as Address, activities };
}

async function transfer(from: Address, amount: bigint): Promise<Uint8Array> {
  const { value: blockhash } = await createSolanaRpc(sandbox.urls.rpc).getLatestBlockhash().send();
  const to = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: to,
          amount: lamports(amount),
        }),
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('the embedded wallet asks before it signs', () => {
  it('shows a message as text, and signs it once approved', async () => {
    const requests: ApprovalRequest[] = [];
    const { connector, address, activities } = await embeddedWallet(async (request) => {
      requests.push(request);
      return true;
    });
    await connector.signMessage('Sign in to Acme');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      kind: 'message',
      walletName: 'Embedded wallet',
      address,
      message: { kind: 'text', text: 'Sign in to Acme', looksLikeTransaction: false },
    });
    expect(
      activities().filter((record) => record.type === 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2'),
    ).toHaveLength(1);
  });

  it('previews a transfer: the amount, the fee on its own, System', async () => {
    let previews: readonly TransactionPreview[] = [];
    const { connector, address } = await embeddedWallet(async (request) => {
      if (request.kind !== 'transactions') return false;
      expect(request).toMatchObject({ send: false, count: 1, address });
      previews = await request.previews;
      return true;
    });
    await sandbox.solana.airdrop(address, 1_000_000_000n);
    await connector.signTransaction(await transfer(address, 250_000_000n));
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      feePayer: address,
      fee: 5000n,
      feePaidByApp: false,
      changes: [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n }],
      programs: [{ name: 'System' }],
      warnings: [],
      simulation: { ok: true },
    });
  });

  it('signs what the user saw, even if the caller changes its bytes while the view is open', async () => {
    const shown = 'Pay 1 USDC';
    const bytes = new TextEncoder().encode(shown);
    const { connector, address } = await embeddedWallet(async (request) => {
      // The caller rewrites its array after asking: the approval holds a copy.
      bytes.set(new TextEncoder().encode('Pay 9 USDC'));
      return (
        request.kind === 'message' &&
        request.message.kind === 'text' &&
        request.message.text === shown
      );
    });
    const signed = await connector.signMessage(bytes);
    expect(new TextDecoder().decode(signed.signedMessage)).toBe(shown);
    expect(
      ed25519.verify(
        signed.signature,
        signed.signedMessage,
        new Uint8Array(getBase58Encoder().encode(address)),
      ),
    ).toBe(true);
  });

  it('reaches the custody server with nothing when the user rejects', async () => {
    const { connector, address, activities } = await embeddedWallet(async () => false);
    await sandbox.solana.airdrop(address, 1_000_000_000n);
    const before = activities().length;
    for (const attempt of [
      () => connector.signMessage('no'),
      async () => connector.signTransaction(await transfer(address, 1n)),
      async () =>
        connector.signAllTransactions([await transfer(address, 1n), await transfer(address, 2n)]),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(isLatchkeyError(error, LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED)).toBe(true);
    }
    expect(activities()).toHaveLength(before);
  });

  it('refuses rather than sign unseen when nothing can ask, and signs without asking on confirm: false', async () => {
    const { connector, activities } = await embeddedWallet();
    const before = activities().length;
    const error = await connector.signMessage('unseen').catch((caught: unknown) => caught);
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE)).toBe(true);
    expect(activities()).toHaveLength(before);
    await connector.signMessage('the host asked already', { confirm: false });
    expect(activities().some((record) => record.type === 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2')).toBe(
      true,
    );
  });

  it('withdraws the request when the caller aborts: the view closes, nothing is signed', async () => {
    let viewSignal: AbortSignal | undefined;
    const handler = vi.fn<ApprovalHandler>((_request, { signal }) => {
      viewSignal = signal;
      return new Promise<boolean>(() => undefined);
    });
    const { connector, activities } = await embeddedWallet(handler);
    const before = activities().length;
    const controller = new AbortController();
    const pending = connector.signMessage('later', { signal: controller.signal });
    await vi.waitFor(() => expect(handler).toHaveBeenCalledOnce());
    controller.abort(new Error('the page moved on'));
    await expect(pending).rejects.toThrow('the page moved on');
    expect(viewSignal?.aborted).toBe(true);
    expect(activities()).toHaveLength(before);
  });
});
