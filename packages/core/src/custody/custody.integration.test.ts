import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { apiKeyStamper, createCustodyTestUser } from '@latchkey/sandbox/testing';
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
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED,
  LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED,
  LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createSessionKeyStamper } from './api-key-stamp.js';
import { createApiKey } from './create-api-key.js';
import { createCustodyClient } from './create-custody-client.js';
import { createCustodySession } from './create-custody-session.js';
import { listWalletAccounts, whoami } from './custody-queries.js';
import {
  signatureBytes,
  signRawPayload,
  signRawPayloads,
  signSolanaTransaction,
} from './custody-signing.js';
import { generateSessionKey } from './session-key.js';

// The SDK's custody client against the sandbox's custody server, which verifies every stamp,
// signs with keys it made, and runs the local Solana RPC the signed transactions go to.

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

const newUser = (name: string) => createCustodyTestUser(sandbox, name);

async function transferFrom(from: Address, to: Address, amount: bigint) {
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
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

describe('custody client against the custody server', () => {
  it('scopes calls to the user: whoami and the wallet accounts of their sub-organization', async () => {
    const user = await newUser('ada');
    const me = await whoami(user.client, { organizationId: user.organizationId });
    expect(me.userId).toBe(user.userId);
    expect(me.organizationId).toBe(user.organizationId);
    const accounts = await listWalletAccounts(user.client, { organizationId: user.organizationId });
    expect(accounts.map((account) => account.address)).toContain(user.address);
  });

  it('makes a session, restores it after a reload, and replaces an expired key with one retry', async () => {
    const user = await newUser('grace');
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const authorized: string[] = [];
    const open = () =>
      createCustodySession({
        storage,
        authorize: async (publicKey, expirationSeconds) => {
          authorized.push(publicKey);
          await createApiKey(user.client, {
            organizationId: user.organizationId,
            userId: user.userId,
            publicKey,
            expirationSeconds,
          });
        },
      });
    const message = new TextEncoder().encode('Sign in to Latchkey');
    const sign = (session: ReturnType<typeof open>) =>
      session.run(async (stamper) =>
        signatureBytes(
          await signRawPayload(user.client.withStamper(stamper), {
            organizationId: user.organizationId,
            signWith: user.address,
            payload: message,
          }),
        ),
      );
    const publicKey = new Uint8Array(getBase58Encoder().encode(user.address));

    const first = open();
    expect(ed25519.verify(await sign(first), message, publicKey)).toBe(true);
    expect(authorized).toHaveLength(1);

    const afterReload = open();
    expect(ed25519.verify(await sign(afterReload), message, publicKey)).toBe(true);
    expect(authorized).toHaveLength(1); // restored, not re-made

    sandbox.custody.admin.expireApiKey(user.organizationId, authorized[0] as string);
    const calls = sandbox.custody.admin.requests().length;
    expect(ed25519.verify(await sign(afterReload), message, publicKey)).toBe(true);
    expect(authorized).toHaveLength(2); // one new session
    const paths = sandbox.custody.admin
      .requests()
      .slice(calls)
      .map((request) => request.path);
    // refused once, the new key registered, then the one retry
    expect(paths).toEqual([
      '/public/v1/submit/sign_raw_payload',
      '/public/v1/submit/create_api_keys',
      '/public/v1/submit/sign_raw_payload',
    ]);
  });

  it('signs a transaction the local RPC accepts, and payloads in a batch', async () => {
    const user = await newUser('linus');
    await sandbox.solana.airdrop(user.address, 1_000_000_000n);
    const recipient = (await generateKeyPairSigner()).address;
    const signed = await signSolanaTransaction(user.client, {
      organizationId: user.organizationId,
      signWith: user.address,
      transaction: await transferFrom(user.address, recipient, 1_000_000n),
    });
    const decoded = getTransactionDecoder().decode(signed);
    expect(decoded.signatures[user.address]).toBeTruthy();
    const rpc = createSolanaRpc(sandbox.urls.rpc);
    const signature = await rpc
      .sendTransaction(getBase64Decoder().decode(signed) as never, { encoding: 'base64' })
      .send();
    expect((await sandbox.solana.waitForSignature(signature, 'confirmed')).err).toBeNull();
    expect((await rpc.getBalance(recipient, { commitment: 'confirmed' }).send()).value).toBe(
      1_000_000n,
    );

    const payloads = [new Uint8Array([1, 2, 3]), new TextEncoder().encode('two')];
    const signatures = await signRawPayloads(user.client, {
      organizationId: user.organizationId,
      signWith: user.address,
      payloads,
    });
    const publicKey = new Uint8Array(getBase58Encoder().encode(user.address));
    expect(
      signatures.map((s, i) =>
        ed25519.verify(signatureBytes(s), payloads[i] as Uint8Array, publicKey),
      ),
    ).toEqual([true, true]);
  });

  it('accepts stamps from our session keys and from @turnkey/api-key-stamper alike', async () => {
    const user = await newUser('barbara');
    const key = await generateSessionKey(600);
    await createApiKey(user.client, {
      organizationId: user.organizationId,
      userId: user.userId,
      publicKey: key.publicKey,
      expirationSeconds: 600,
    });
    const ours = await whoami(user.client.withStamper(createSessionKeyStamper(key)), {
      organizationId: user.organizationId,
    });
    const theirs = await whoami(user.client, { organizationId: user.organizationId });
    expect(ours.userId).toBe(user.userId);
    expect(theirs.userId).toBe(user.userId);
  });

  it('refuses forged stamps, keys used outside their sub-organization, and expired keys', async () => {
    const [alice, mallory] = [await newUser('alice'), await newUser('mallory')];
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error as Error,
      );

    const stranger = createCustodyClient({
      baseUrl: sandbox.urls.custody,
      stamper: apiKeyStamper(),
    });
    const forged = await failure(whoami(stranger, { organizationId: alice.organizationId }));
    expect(isLatchkeyError(forged, LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED)).toBe(true);
    expect(forged?.message).toMatch(
      /^Turnkey error 16: could not find public key in organization or its parent organization/,
    );

    const crossed = await failure(
      signRawPayload(mallory.client, {
        organizationId: alice.organizationId,
        signWith: alice.address,
        payload: new Uint8Array([1]),
      }),
    );
    expect(isLatchkeyError(crossed, LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED)).toBe(true);

    const key = await generateSessionKey(600);
    await createApiKey(alice.client, {
      organizationId: alice.organizationId,
      userId: alice.userId,
      publicKey: key.publicKey,
      expirationSeconds: 600,
    });
    sandbox.custody.admin.expireApiKey(alice.organizationId, key.publicKey);
    const expired = await failure(
      whoami(alice.client.withStamper(createSessionKeyStamper(key)), {
        organizationId: alice.organizationId,
      }),
    );
    expect(expired?.message).toMatch(/^Turnkey error 16: expired api key/);
  });

  it('surfaces consensus-needed, failed and never-ending activities as the catalogue says', async () => {
    const user = await newUser('edsger');
    const sign = () =>
      signRawPayload(user.client, {
        organizationId: user.organizationId,
        signWith: user.address,
        payload: new Uint8Array([7]),
      }).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    const { admin } = sandbox.custody;

    admin.setBehavior(user.organizationId, { consensusNeeded: true });
    const consensus = await sign();
    expect(isLatchkeyError(consensus, LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED)).toBe(true);
    expect(consensus?.message).toMatch(/^Activity \S+ needs consensus$/);

    admin.setBehavior(user.organizationId, { pendingPolls: 2 });
    expect(await sign()).toBeUndefined(); // polled twice, then completed

    admin.setBehavior(user.organizationId, { pendingPolls: 50 });
    const stuck = await sign();
    expect(isLatchkeyError(stuck, LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED)).toBe(true);
    expect(stuck?.message).toMatch(/^Activity \S+ ended with status ACTIVITY_STATUS_PENDING/);

    admin.setBehavior(user.organizationId, { fail: 'activity' });
    const failed = await sign();
    expect(failed?.message).toMatch(/^Activity \S+ ended with status ACTIVITY_STATUS_FAILED/);

    admin.setBehavior(user.organizationId, { fail: { code: 13, message: 'internal error' } });
    const internal = await sign();
    expect(internal?.message).toMatch(/^Turnkey error 13: internal error/);
    admin.setBehavior(user.organizationId, {});
    recordRobustness({
      category: 'faults',
      name: 'custody activity outcomes',
      tried: 5,
      handled: 5,
    });
  });

  it('gives up on an answer that does not come, as unreachable, and works again after', async () => {
    const user = await newUser('grace');
    const impatient = createCustodyClient({
      baseUrl: sandbox.urls.custody,
      stamper: user.stamper,
      timeoutMs: 150,
    });
    const sign = () =>
      signRawPayload(impatient, {
        organizationId: user.organizationId,
        signWith: user.address,
        payload: new Uint8Array([9]),
      });
    sandbox.custody.admin.setBehavior(user.organizationId, { delayMs: 1_000 });
    const slow = await sign().catch((error: unknown) => error);
    expect(isLatchkeyError(slow, LATCHKEY_ERROR__CUSTODY__UNREACHABLE)).toBe(true);
    sandbox.custody.admin.setBehavior(user.organizationId, {});
    expect((await sign()).r).toMatch(/^[0-9a-f]{64}$/);
    recordRobustness({ category: 'faults', name: 'custody answer too slow', tried: 1, handled: 1 });
  });
});
