import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import {
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  verifySignature,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__TRANSACTION__INVALID,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { buildMemoTransaction } from './build-memo-transaction.js';
import { sendAndConfirmTransaction } from './send-and-confirm-transaction.js';
import { createSolanaConnection, type SolanaConnection } from './solana-connection.js';

const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

// Against the sandbox's RPC over a real SVM, with a fast clock (50 ms slots).
let sandbox: Sandbox;
let connection: SolanaConnection;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
  connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
});
afterAll(() => sandbox?.stop());

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('did not throw');
    },
    (error: unknown) => error,
  );
}

describe('buildMemoTransaction', () => {
  it('builds an unsigned legacy transaction holding one memo with the message', async () => {
    const { address } = await generateKeyPairSigner();
    const message = 'Sign in to Acme 🔐\nNonce: k3Jd9aQpL0xZ2mN4';
    const built = await buildMemoTransaction({ address, message, connection });

    const transaction = getTransactionDecoder().decode(built.transaction);
    expect(transaction.signatures).toStrictEqual({ [address]: null });
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (compiled.version !== 'legacy') expect.unreachable(`version ${compiled.version}`);
    expect(compiled.staticAccounts).toStrictEqual([address, MEMO_PROGRAM_ADDRESS]);
    expect(compiled.header).toStrictEqual({
      numSignerAccounts: 1,
      numReadonlySignerAccounts: 0,
      numReadonlyNonSignerAccounts: 1,
    });
    expect(compiled.lifetimeToken).toBe(built.blockhash);
    expect(compiled.instructions).toHaveLength(1);
    const [instruction] = compiled.instructions;
    expect(compiled.staticAccounts[instruction?.programAddressIndex ?? -1]).toBe(
      MEMO_PROGRAM_ADDRESS,
    );
    expect(instruction?.accountIndices ?? []).toStrictEqual([]);
    expect(new TextDecoder().decode(instruction?.data)).toBe(message);
    expect(built.feePayer).toBe(address);
    expect(built.lastValidBlockHeight).toBeTypeOf('bigint');
    expect(built.lastValidBlockHeight).toBeGreaterThan(0n);
  });

  it('is signed like any transaction; the signature verifies over its message bytes', async () => {
    const signer = await generateKeyPairSigner();
    await sandbox.solana.airdrop(signer.address, 1_000_000_000n);
    const built = await buildMemoTransaction({
      address: signer.address,
      message: 'I control this account',
      connection,
    });
    const signed = await partiallySignTransaction(
      [signer.keyPair],
      getTransactionDecoder().decode(built.transaction),
    );
    const signature = signed.signatures[signer.address];
    expect(signature).toBeTruthy();
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(signer.address),
        signature as NonNullable<typeof signature>,
        signed.messageBytes,
      ),
    ).toBe(true);

    // A valid transaction: it lands (the helper's callers never send it; this proves its shape).
    const { signature: id } = await sendAndConfirmTransaction({
      transaction: new Uint8Array(getTransactionEncoder().encode(signed)),
      connection,
      lastValidBlockHeight: built.lastValidBlockHeight,
      timeoutMs: 10_000,
    });
    expect(id).toBeTypeOf('string');
  });

  it('rejects an invalid address before any request', async () => {
    const error = await errorOf(
      buildMemoTransaction({ address: 'not-an-address', message: 'hi', connection }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS)).toBe(true);
  });

  it('rejects a message too long for one transaction', async () => {
    const { address } = await generateKeyPairSigner();
    const error = await errorOf(
      buildMemoTransaction({ address, message: 'x'.repeat(1_200), connection }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__INVALID)).toBe(true);
  });

  it('passes the abort signal to the RPC request', async () => {
    const { address } = await generateKeyPairSigner();
    const controller = new AbortController();
    controller.abort();
    const error = await errorOf(
      buildMemoTransaction({ address, message: 'hi', connection, signal: controller.signal }),
    );
    expect(error).toBeDefined();
    expect((error as Error).name).toBe('AbortError');
  });
});
