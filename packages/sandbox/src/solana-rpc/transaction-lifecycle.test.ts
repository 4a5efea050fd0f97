import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

// `manual` never ticks on its own (slots move with advanceSlots), so commitment steps can be
// checked exactly; `fast` runs a real 20 ms clock for the subscription tests.
let manual: Sandbox;
let fast: Sandbox;
beforeAll(async () => {
  [manual, fast] = await Promise.all([
    startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 60_000 }),
    startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 }),
  ]);
});
afterAll(async () => {
  await Promise.all([manual?.stop(), fast?.stop()]);
});

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely and checked with expect().
type Loose = any;

interface RpcReply {
  result?: Loose;
  error?: { code: number; message: string; data?: Loose };
}

async function call(sandbox: Sandbox, method: string, params?: unknown): Promise<RpcReply> {
  const response = await fetch(sandbox.urls.rpc, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcReply;
}

async function latestBlockhash(sandbox: Sandbox): Promise<Blockhash> {
  return (await call(sandbox, 'getLatestBlockhash', [{ commitment: 'processed' }])).result.value
    .blockhash;
}

async function transfer(payer: KeyPairSigner, to: Address, amount: bigint, blockhash: Blockhash) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 0n }, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(amount) })],
        draft,
      ),
  );
  const bytes = new Uint8Array(
    getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)),
  );
  return {
    bytes,
    base64: getBase64Decoder().decode(bytes),
    base58: getBase58Decoder().decode(bytes),
    signature: getBase58Decoder().decode(bytes.subarray(1, 65)),
  };
}

async function fundedPayer(sandbox: Sandbox, amount = 2_000_000_000n): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(payer.address, amount, { commitment: 'processed' });
  return payer;
}

async function balance(sandbox: Sandbox, owner: Address, commitment = 'processed') {
  return (await call(sandbox, 'getBalance', [owner, { commitment }])).result.value as number;
}

async function statusOf(sandbox: Sandbox, signature: string) {
  return (await call(sandbox, 'getSignatureStatuses', [[signature]])).result.value[0];
}

// A JSON-RPC client over the subscription socket that keeps every notification.
async function openSocket(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const notifications: Loose[] = [];
  const pending = new Map<number, (reply: Loose) => void>();
  let nextId = 1;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if ('id' in message) pending.get(message.id)?.(message);
    else notifications.push(message);
  });
  return {
    notifications,
    call(method: string, params?: unknown): Promise<RpcReply> {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      });
    },
    async waitFor(count: number, timeoutMs = 5_000): Promise<void> {
      const start = Date.now();
      while (notifications.length < count) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`only ${notifications.length} notifications`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => socket.close(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('commitment', () => {
  it('moves a transaction processed → confirmed → finalized, and reads with it', async () => {
    const payer = await fundedPayer(manual);
    manual.solana.advanceSlots(32);
    const recipient = (await generateKeyPairSigner()).address;
    const sent = await transfer(payer, recipient, 1_000_000_000n, await latestBlockhash(manual));
    // Base58 by default; preflight at processed, where the newest blockhash is known.
    const signature = (
      await call(manual, 'sendTransaction', [sent.base58, { preflightCommitment: 'processed' }])
    ).result;
    expect(signature).toBe(sent.signature);
    const landedAt = manual.solana.slot();
    expect(await statusOf(manual, signature)).toEqual({
      slot: landedAt,
      confirmations: 0,
      err: null,
      confirmationStatus: 'processed',
      status: { Ok: null },
    });
    expect(await balance(manual, recipient, 'processed')).toBe(1_000_000_000);
    expect(await balance(manual, recipient, 'confirmed')).toBe(0);
    expect(await balance(manual, recipient, 'finalized')).toBe(0);

    manual.solana.advanceSlots(1);
    expect(await statusOf(manual, signature)).toMatchObject({
      confirmations: 1,
      confirmationStatus: 'confirmed',
    });
    expect(await balance(manual, recipient, 'confirmed')).toBe(1_000_000_000);
    expect(await balance(manual, recipient, 'finalized')).toBe(0);

    manual.solana.advanceSlots(30);
    expect(await statusOf(manual, signature)).toMatchObject({
      confirmations: 31,
      confirmationStatus: 'confirmed',
    });
    manual.solana.advanceSlots(1);
    expect(await statusOf(manual, signature)).toEqual({
      slot: landedAt,
      confirmations: null,
      err: null,
      confirmationStatus: 'finalized',
      status: { Ok: null },
    });
    expect(await balance(manual, recipient)).toBe(1_000_000_000);
  });

  it('accepts base64 too, and refuses a resend as already processed', async () => {
    const payer = await fundedPayer(manual);
    const sent = await transfer(payer, payer.address, 1n, await latestBlockhash(manual));
    const first = await call(manual, 'sendTransaction', [
      sent.base64,
      { encoding: 'base64', preflightCommitment: 'processed' },
    ]);
    expect(first.result).toBe(sent.signature);
    const again = await call(manual, 'sendTransaction', [
      sent.base64,
      { encoding: 'base64', preflightCommitment: 'processed' },
    ]);
    expect(again.error).toMatchObject({ code: -32002, data: { err: 'AlreadyProcessed' } });
    const skipped = await call(manual, 'sendTransaction', [
      sent.base64,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(skipped.result).toBe(sent.signature);
  });
});

describe('blockhash expiry', () => {
  it('keeps a blockhash valid for 150 blocks, then refuses it', async () => {
    const payer = await fundedPayer(manual);
    const { blockhash, lastValidBlockHeight } = (
      await call(manual, 'getLatestBlockhash', [{ commitment: 'processed' }])
    ).result.value;
    manual.solana.advanceSlots(150);
    const height = (await call(manual, 'getBlockHeight', [{ commitment: 'processed' }])).result;
    expect(height).toBe(lastValidBlockHeight);
    const isValid = async () =>
      (await call(manual, 'isBlockhashValid', [blockhash, { commitment: 'processed' }])).result
        .value;
    expect(await isValid()).toBe(true);
    manual.solana.advanceSlots(1);
    expect(await isValid()).toBe(false);

    const before = await balance(manual, payer.address);
    const expired = await transfer(payer, payer.address, 1n, blockhash);
    const refused = await call(manual, 'sendTransaction', [
      expired.base64,
      { encoding: 'base64', preflightCommitment: 'processed' },
    ]);
    expect(refused.error).toEqual({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: expect.objectContaining({
        err: 'BlockhashNotFound',
        logs: [],
        accounts: null,
        unitsConsumed: 0,
      }),
    });
    // Without preflight the RPC takes it, but it never lands, as on a validator.
    const skipped = await call(manual, 'sendTransaction', [
      expired.base64,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(skipped.result).toBe(expired.signature);
    manual.solana.advanceSlots(2);
    expect(await statusOf(manual, expired.signature)).toBeNull();
    expect(await balance(manual, payer.address)).toBe(before);
  });

  it('checks preflight against the bank of the preflight commitment', async () => {
    const payer = await fundedPayer(manual);
    manual.solana.advanceSlots(32);
    const fresh = await transfer(payer, payer.address, 2n, await latestBlockhash(manual));
    // The newest blockhash is not yet known to the finalized bank (the default).
    const refused = await call(manual, 'sendTransaction', [fresh.base64, { encoding: 'base64' }]);
    expect(refused.error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } });
    // Nor to the confirmed bank, until one more slot has passed.
    const tooEarly = await call(manual, 'sendTransaction', [
      fresh.base64,
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ]);
    expect(tooEarly.error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } });
    manual.solana.advanceSlots(1);
    const afterOneSlot = await call(manual, 'sendTransaction', [
      fresh.base64,
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ]);
    expect(afterOneSlot.result).toBe(fresh.signature);
  });
});

describe('failures', () => {
  it('reports a failing transfer in preflight with its logs', async () => {
    const payer = await fundedPayer(manual, 1_000_000_000n);
    const recipient = (await generateKeyPairSigner()).address;
    const tooMuch = await transfer(payer, recipient, 5_000_000_000n, await latestBlockhash(manual));
    const refused = await call(manual, 'sendTransaction', [
      tooMuch.base64,
      { encoding: 'base64', preflightCommitment: 'processed' },
    ]);
    expect(refused.error?.code).toBe(-32002);
    expect(refused.error?.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(refused.error?.data).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      accounts: null,
      unitsConsumed: expect.any(Number),
    });
    // The fee is taken before the instruction runs, so 5000 lamports fewer remain.
    expect(refused.error?.data.logs).toContain(
      'Transfer: insufficient lamports 999995000, need 5000000000',
    );
    expect(await statusOf(manual, tooMuch.signature)).toBeNull();
  });

  it('records a failing transaction sent without preflight, fee charged', async () => {
    const payer = await fundedPayer(manual, 1_000_000_000n);
    const recipient = (await generateKeyPairSigner()).address;
    const tooMuch = await transfer(payer, recipient, 5_000_000_000n, await latestBlockhash(manual));
    const sent = await call(manual, 'sendTransaction', [
      tooMuch.base64,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(sent.result).toBe(tooMuch.signature);
    const err = { InstructionError: [0, { Custom: 1 }] };
    expect(await statusOf(manual, tooMuch.signature)).toMatchObject({ err, status: { Err: err } });
    expect(await balance(manual, payer.address)).toBe(1_000_000_000 - 5000);
    expect(await balance(manual, recipient)).toBe(0);
  });

  it('refuses a bad signature (-32003), and drops it without preflight', async () => {
    const payer = await fundedPayer(manual);
    const sent = await transfer(payer, payer.address, 3n, await latestBlockhash(manual));
    const forged = sent.bytes.slice();
    forged[1] = (forged[1] ?? 0) ^ 1;
    const forgedBase64 = getBase64Decoder().decode(forged);
    const refused = await call(manual, 'sendTransaction', [forgedBase64, { encoding: 'base64' }]);
    expect(refused.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
    const skipped = await call(manual, 'sendTransaction', [
      forgedBase64,
      { encoding: 'base64', skipPreflight: true },
    ]);
    const forgedSignature = getBase58Decoder().decode(forged.subarray(1, 65));
    expect(skipped.result).toBe(forgedSignature);
    expect(await statusOf(manual, forgedSignature)).toBeNull();
  });
});

describe('subscriptions', () => {
  it('notify a signature once, at the requested commitment, then end', async () => {
    const socket = await openSocket(fast.urls.ws);
    try {
      const payer = await fundedPayer(fast);
      const sent = await transfer(payer, payer.address, 1n, await latestBlockhash(fast));
      const processed = (
        await socket.call('signatureSubscribe', [sent.signature, { commitment: 'processed' }])
      ).result;
      const confirmed = (
        await socket.call('signatureSubscribe', [sent.signature, { commitment: 'confirmed' }])
      ).result;
      const finalized = (await socket.call('signatureSubscribe', [sent.signature])).result;
      expect(new Set([processed, confirmed, finalized]).size).toBe(3);
      await call(fast, 'sendTransaction', [
        sent.base64,
        { encoding: 'base64', preflightCommitment: 'processed' },
      ]);
      await socket.waitFor(3);
      await pause(200);
      expect(socket.notifications.map((note) => note.params.subscription)).toEqual([
        processed,
        confirmed,
        finalized,
      ]);
      for (const note of socket.notifications)
        expect(note).toEqual({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: {
            subscription: expect.any(Number),
            result: { context: { slot: expect.any(Number) }, value: { err: null } },
          },
        });
      const landed = (await statusOf(fast, sent.signature)).slot;
      const [atProcessed, atConfirmed, atFinalized] = socket.notifications.map(
        (note) => note.params.result.context.slot,
      );
      expect(atProcessed).toBe(landed);
      expect(atConfirmed).toBeGreaterThanOrEqual(landed);
      expect(atFinalized).toBeGreaterThanOrEqual(landed);
      // Each subscription ended with its notification.
      expect((await socket.call('signatureUnsubscribe', [confirmed])).result).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('send receivedSignature first when asked, and report failures', async () => {
    const socket = await openSocket(fast.urls.ws);
    try {
      const payer = await fundedPayer(fast, 1_000_000_000n);
      const sent = await transfer(
        payer,
        (await generateKeyPairSigner()).address,
        9_000_000_000n,
        await latestBlockhash(fast),
      );
      await socket.call('signatureSubscribe', [
        sent.signature,
        { commitment: 'confirmed', enableReceivedNotification: true },
      ]);
      await call(fast, 'sendTransaction', [
        sent.base64,
        { encoding: 'base64', skipPreflight: true },
      ]);
      await socket.waitFor(2);
      expect(socket.notifications.map((note) => note.params.result.value)).toEqual([
        'receivedSignature',
        { err: { InstructionError: [0, { Custom: 1 }] } },
      ]);
    } finally {
      socket.close();
    }
  });

  it('report a signature that landed before the subscription at the next slot, as Agave does', async () => {
    const socket = await openSocket(fast.urls.ws);
    try {
      const payer = await fundedPayer(fast);
      const signature = await fast.solana.airdrop(payer.address, 1_000_000n + 890_880n);
      await socket.call('signatureSubscribe', [signature, { commitment: 'confirmed' }]);
      await socket.waitFor(1);
      expect(socket.notifications[0].params.result.value).toEqual({ err: null });
    } finally {
      socket.close();
    }
  });

  it('unsubscribe: true once, false after; slots stream until unsubscribed', async () => {
    const socket = await openSocket(fast.urls.ws);
    try {
      const never = '1'.repeat(64);
      const id = (await socket.call('signatureSubscribe', [never])).result;
      expect((await socket.call('signatureUnsubscribe', [id])).result).toBe(true);
      expect((await socket.call('signatureUnsubscribe', [id])).result).toBe(false);
      expect((await socket.call('signatureUnsubscribe', ['x'])).error?.code).toBe(-32602);
      expect((await socket.call('signatureSubscribe', ['bad'])).error?.code).toBe(-32602);
      expect((await socket.call('getBalance', [never])).error?.code).toBe(-32601);

      const slots = (await socket.call('slotSubscribe')).result;
      await socket.waitFor(3);
      const note = socket.notifications[0];
      expect(note).toEqual({
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: {
          subscription: slots,
          result: {
            parent: expect.any(Number),
            root: expect.any(Number),
            slot: expect.any(Number),
          },
        },
      });
      expect(note.params.result.parent).toBe(note.params.result.slot - 1);
      expect((await socket.call('slotUnsubscribe', [slots])).result).toBe(true);
      await pause(50);
      const count = socket.notifications.length;
      await pause(100);
      expect(socket.notifications.length).toBe(count);
      expect(fast.solana.requests.methods()).toContain('slotSubscribe');
    } finally {
      socket.close();
    }
  });
});
