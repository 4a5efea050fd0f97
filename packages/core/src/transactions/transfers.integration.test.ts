import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  address,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { buildTokenTransfer } from './build-token-transfer.js';
import { confirmTransaction } from './confirm-transaction.js';
import { decodeTransaction, getTransactionSignature } from './decode-transaction.js';
import { getTransactionFee } from './get-transaction-fee.js';
import { sendAndConfirmTransaction } from './send-and-confirm-transaction.js';
import { signAndSendTransaction } from './sign-and-send-transaction.js';
import { createSolanaConnection, type SolanaConnection } from './solana-connection.js';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './token-programs.js';
import type { TransactionStage } from './transaction-progress.js';

// Against the sandbox's RPC over a real SVM, with a fast clock (20 ms slots).
let sandbox: Sandbox;
let connection: SolanaConnection;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
});
afterAll(() => sandbox?.stop());

async function fundedSigner(lamports = 5_000_000_000n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(signer.address, lamports);
  return signer;
}

function signWith(signer: KeyPairSigner) {
  return async (bytes: Uint8Array) => {
    const signed = await partiallySignTransaction(
      [signer.keyPair],
      getTransactionDecoder().decode(bytes),
    );
    return new Uint8Array(getTransactionEncoder().encode(signed));
  };
}

async function balance(owner: string): Promise<bigint> {
  return (await connection.rpc.getBalance(address(owner), { commitment: 'confirmed' }).send())
    .value;
}

async function tokenBalance(
  owner: string,
  mint: string,
  tokenProgram: string,
): Promise<bigint | undefined> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  });
  const { value } = await connection.rpc.getMultipleAccounts([ata], { encoding: 'base64' }).send();
  if (!value[0]) return undefined;
  return BigInt(
    (await connection.rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value
      .amount,
  );
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('SOL transfers', () => {
  it('builds, signs, sends and confirms; balances move by the amount and the quoted fee', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const before = await balance(sender.address);
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.25',
      connection,
    });
    const fee = await getTransactionFee({ transaction: built.transaction, connection });
    expect(fee).toBe(5000n);

    const stages: TransactionStage[] = [];
    const { signature } = await signAndSendTransaction({
      transaction: built.transaction,
      lastValidBlockHeight: built.lastValidBlockHeight,
      sign: signWith(sender),
      connection,
      onProgress: ({ stage }) => stages.push(stage),
    });
    expect(stages).toEqual(['signing', 'sending', 'confirming', 'confirmed']);
    const { value } = await connection.rpc.getSignatureStatuses([signature as never]).send();
    expect(['confirmed', 'finalized']).toContain(value[0]?.confirmationStatus);
    expect(await balance(recipient.address)).toBe(250_000_000n);
    expect(await balance(sender.address)).toBe(before - 250_000_000n - fee);
  });

  it("reports a failing transaction as 'Transaction failed' with the program logs", async () => {
    const sender = await fundedSigner(1_000_000_000n);
    const built = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '5',
      connection,
    });
    const stages: TransactionStage[] = [];
    const error = await errorOf(
      signAndSendTransaction({
        transaction: built.transaction,
        sign: signWith(sender),
        connection,
        onProgress: (p) => stages.push(p.stage),
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__FAILED)).toBe(true);
    expect((error as Error).message).toBe('Transaction failed');
    const { logs } = (error as { details: { logs: string[] } }).details;
    expect(logs.join('\n')).toMatch(/insufficient lamports/i);
    expect(stages).toEqual(['signing', 'sending', 'failed']);
  });

  it("gives up with 'Transaction timed out' when confirmation takes longer than allowed", async () => {
    const sender = await fundedSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '0.01',
      connection,
    });
    const finalizedOnly = createSolanaConnection(
      { rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws },
      { commitment: 'finalized' },
    );
    const error = await errorOf(
      sendAndConfirmTransaction({
        transaction: await signWith(sender)(built.transaction),
        connection: finalizedOnly,
        timeoutMs: 100,
        // The finalized bank does not know a fresh blockhash yet; preflight would refuse it.
        skipPreflight: true,
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__TIMED_OUT)).toBe(true);
    expect((error as Error).message).toBe('Transaction timed out');
  });

  it('fails early, as expired (not timed out), once the blockhash has expired', async () => {
    const sender = await fundedSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '0.01',
      connection,
    });
    const signed = await signWith(sender)(built.transaction);
    // Wait out the blockhash: 150 blocks on the fast clock.
    for (;;) {
      const height = await connection.rpc.getBlockHeight().send();
      if (height > built.lastValidBlockHeight) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = Date.now();
    const error = await errorOf(
      sendAndConfirmTransaction({
        transaction: signed,
        connection,
        lastValidBlockHeight: built.lastValidBlockHeight,
        skipPreflight: true,
        expiryCheckIntervalMs: 100,
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED)).toBe(true);
    expect((error as Error).message).toBe(
      'Transaction expired before it was confirmed: its blockhash is no longer valid',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('catches a confirmation that arrives before the send has answered', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.2',
      connection,
    });
    // The send's answer is held back until its notification has surely been pushed, as on a
    // fast cluster behind a slow link.
    const rpc = new Proxy(connection.rpc, {
      get(target, property, receiver) {
        if (property !== 'sendTransaction') return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.sendTransaction>) => {
          const pending = target.sendTransaction(...args);
          return {
            send: async (options?: { abortSignal?: AbortSignal }) => {
              const signature = await pending.send(options);
              await sandbox.solana.waitForSignature(signature, 'confirmed');
              await new Promise((resolve) => setTimeout(resolve, 200));
              return signature;
            },
          };
        };
      },
    });
    sandbox.solana.requests.reset();
    await sendAndConfirmTransaction({
      transaction: await signWith(sender)(built.transaction),
      connection: { ...connection, rpc },
      lastValidBlockHeight: built.lastValidBlockHeight,
      timeoutMs: 5_000,
    });
    expect(sandbox.solana.requests.methods()).not.toContain('getSignatureStatuses');
    expect(await balance(recipient.address)).toBe(200_000_000n);
  });

  it('sends before the subscription is open, and reads the status once when no notification comes', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.2',
      connection,
    });
    const signed = await signWith(sender)(built.transaction);
    const signature = getTransactionSignature(decodeTransaction(signed));
    // The subscription opens only once the transaction is confirmed, and its notification is
    // lost (it watches another signature): only the one status read can tell.
    const subscriptions = connection.rpcSubscriptions as NonNullable<
      typeof connection.rpcSubscriptions
    >;
    const late = {
      signatureNotifications: (
        ...[, config]: Parameters<typeof subscriptions.signatureNotifications>
      ) => {
        const another = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(64)));
        const pending = subscriptions.signatureNotifications(another as never, config);
        return {
          subscribe: async (options: { abortSignal: AbortSignal }) => {
            await sandbox.solana.waitForSignature(signature, 'confirmed');
            return pending.subscribe(options);
          },
        };
      },
    } as unknown as typeof subscriptions;
    sandbox.solana.requests.reset();
    await sendAndConfirmTransaction({
      transaction: signed,
      connection: { ...connection, rpcSubscriptions: late, isSocketOpen: () => false },
      timeoutMs: 5_000,
    });
    const methods = sandbox.solana.requests.methods();
    expect(methods.indexOf('sendTransaction')).toBeLessThan(methods.indexOf('signatureSubscribe'));
    expect(methods.filter((method) => method === 'getSignatureStatuses')).toHaveLength(1);
    expect(await balance(recipient.address)).toBe(200_000_000n);
  });

  it('polls when the socket never opens, without holding the send back', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.2',
      connection,
    });
    const never = {
      signatureNotifications: () => ({ subscribe: () => new Promise(() => undefined) }),
    } as unknown as NonNullable<typeof connection.rpcSubscriptions>;
    const stages: TransactionStage[] = [];
    await sendAndConfirmTransaction({
      transaction: await signWith(sender)(built.transaction),
      connection: { ...connection, rpcSubscriptions: never, isSocketOpen: () => false },
      pollIntervalMs: 50,
      onProgress: ({ stage }) => stages.push(stage),
    });
    expect(stages).toEqual(['sending', 'confirming', 'confirmed']);
    expect(await balance(recipient.address)).toBe(200_000_000n);
  });

  it('confirms a transaction sent by someone else, even one that already landed', async () => {
    const sender = await fundedSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '0.1',
      connection,
    });
    const signed = await signWith(sender)(built.transaction);
    const signature = await connection.rpc
      .sendTransaction(getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed)), {
        encoding: 'base64',
      })
      .send();
    await sandbox.solana.waitForSignature(signature, 'finalized');
    await confirmTransaction({
      signature,
      connection,
      lastValidBlockHeight: built.lastValidBlockHeight,
    });

    const failing = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '1000',
      connection,
    });
    const failingSignature = await connection.rpc
      .sendTransaction(
        getBase64EncodedWireTransaction(
          getTransactionDecoder().decode(await signWith(sender)(failing.transaction)),
        ),
        { encoding: 'base64', skipPreflight: true },
      )
      .send();
    const error = await errorOf(confirmTransaction({ signature: failingSignature, connection }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__FAILED)).toBe(true);
  });

  it('polls for confirmation when there is no subscription endpoint', async () => {
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: recipient.address,
      amount: '0.5',
      connection,
    });
    const httpOnly: SolanaConnection = { ...connection, rpcSubscriptions: undefined };
    await sendAndConfirmTransaction({
      transaction: await signWith(sender)(built.transaction),
      connection: httpOnly,
      pollIntervalMs: 50,
    });
    expect(await balance(recipient.address)).toBe(500_000_000n);
  });

  it("says 'Account not found' when the fee payer has never held SOL", async () => {
    const unfunded = await generateKeyPairSigner();
    const built = await buildSolTransfer({
      from: unfunded.address,
      to: (await generateKeyPairSigner()).address,
      amount: '0.01',
      connection,
    });
    const error = await errorOf(
      sendAndConfirmTransaction({
        transaction: await signWith(unfunded)(built.transaction),
        connection,
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND)).toBe(true);
    expect((error as Error).message).toBe('Account not found');
  });

  it('wraps an RPC failure during submit as a transaction execution error', async () => {
    const sender = await fundedSigner();
    const built = await buildSolTransfer({
      from: sender.address,
      to: (await generateKeyPairSigner()).address,
      amount: '0.01',
      connection,
    });
    const dead = createSolanaConnection({
      rpcUrl: 'http://127.0.0.1:9',
      wsUrl: 'ws://127.0.0.1:9',
    });
    const error = await errorOf(
      sendAndConfirmTransaction({
        transaction: await signWith(sender)(built.transaction),
        connection: dead,
      }),
    );
    expect(error).toBeInstanceOf(TransactionExecutionError);
  });
});

describe.each([
  ['SPL Token', TOKEN_PROGRAM_ADDRESS, () => sandbox.solana.mints.spl],
  ['Token-2022', TOKEN_2022_PROGRAM_ADDRESS, () => sandbox.solana.mints.token2022],
])('%s transfers', (_name, tokenProgram, mintOf) => {
  it('creates the recipient account when missing, then reuses it; amounts floored to decimals', async () => {
    const mint = mintOf();
    const sender = await fundedSigner();
    const recipient = await generateKeyPairSigner();
    await sandbox.solana.mintTokens({ mint, owner: sender.address, amount: 1_000_000_000_000n });
    const start = (await tokenBalance(sender.address, mint, tokenProgram)) ?? 0n;

    const first = await buildTokenTransfer({
      from: sender.address,
      to: recipient.address,
      mint,
      amount: '1.23456789999',
      connection,
    });
    expect(first.tokenProgram).toBe(tokenProgram);
    expect(first.createsRecipientAccount).toBe(true);
    const unit = 10n ** BigInt(first.decimals);
    expect(first.amount).toBe((123456789999n * unit) / 10n ** 11n);
    await signAndSendTransaction({
      transaction: first.transaction,
      sign: signWith(sender),
      connection,
    });
    expect(await tokenBalance(recipient.address, mint, tokenProgram)).toBe(first.amount);

    const second = await buildTokenTransfer({
      from: sender.address,
      to: recipient.address,
      mint,
      amount: '2',
      connection,
    });
    expect(second.createsRecipientAccount).toBe(false);
    await signAndSendTransaction({
      transaction: second.transaction,
      sign: signWith(sender),
      connection,
    });
    expect(await tokenBalance(recipient.address, mint, tokenProgram)).toBe(
      first.amount + 2n * unit,
    );
    expect(await tokenBalance(sender.address, mint, tokenProgram)).toBe(
      start - first.amount - 2n * unit,
    );
  });

  it("needs the sender's token account ('Source token account not found')", async () => {
    const sender = await fundedSigner();
    const error = await errorOf(
      buildTokenTransfer({
        from: sender.address,
        to: (await generateKeyPairSigner()).address,
        mint: mintOf(),
        amount: '1',
        connection,
      }),
    );
    expect(
      isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND),
    ).toBe(true);
    expect((error as Error).message).toBe('Source token account not found');
  });
});
