import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_DECIMAL,
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE,
  LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED,
  LATCHKEY_ERROR__TRANSACTION__INVALID,
  LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { buildTokenTransfer } from './build-token-transfer.js';
import { sendAndConfirmTransaction } from './send-and-confirm-transaction.js';
import { signAndSendTransaction } from './sign-and-send-transaction.js';
import type { SolanaConnection } from './solana-connection.js';
import type { TransactionProgress } from './transaction-progress.js';

// Input errors must be raised before any request: this RPC throws if it is ever used.
const untouchable = new Proxy({} as Rpc<SolanaRpcApi>, {
  get: (_target, method) => () => {
    throw new Error(`RPC ${String(method)} must not be called for bad input`);
  },
});
const connection: SolanaConnection = {
  rpc: untouchable,
  rpcSubscriptions: undefined,
  commitment: 'confirmed',
};

async function expectCode(promise: Promise<unknown>, code: number, message?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isLatchkeyError(error), String(error)).toBe(true);
  expect((error as { code: number }).code).toBe(code);
  if (message) expect((error as Error).message).toBe(message);
}

describe('transfer input', () => {
  const from = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
  const mint = 'So11111111111111111111111111111111111111112';

  it.each([undefined, '', '   '])(
    "requires a destination ('Destination is required') for %j",
    async (to) => {
      await expectCode(
        buildSolTransfer({ from, to: to as string, amount: '1', connection }),
        LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED,
        'Destination is required',
      );
      await expectCode(
        buildTokenTransfer({ from, to: to as string, mint, amount: '1', connection }),
        LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED,
        'Destination is required',
      );
    },
  );

  it('validates addresses, including ones that match the pattern but are not 32 bytes', async () => {
    for (const bad of ['not-an-address', '1111111111111111111111111111111111111111111']) {
      await expectCode(
        buildSolTransfer({ from, to: bad, amount: '1', connection }),
        LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
      );
      await expectCode(
        buildSolTransfer({ from: bad, to: from, amount: '1', connection }),
        LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
      );
      await expectCode(
        buildTokenTransfer({ from, to: from, mint: bad, amount: '1', connection }),
        LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
      );
    }
  });

  it('parses amounts per the spec before asking the network anything', async () => {
    await expectCode(
      buildSolTransfer({ from, to: from, amount: '1,5', connection }),
      LATCHKEY_ERROR__INPUT__INVALID_DECIMAL,
      'Number is not a valid decimal number',
    );
    for (const amount of ['0', '-1', '0.0000000004', '18446744073.709551616']) {
      await expectCode(
        buildSolTransfer({ from, to: from, amount, connection }),
        LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE,
      );
    }
  });
});

describe('sending input', () => {
  it("needs a transaction and a connection ('Transaction and connection are required')", async () => {
    await expectCode(
      sendAndConfirmTransaction({ transaction: undefined as never, connection }),
      LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
      'Transaction and connection are required',
    );
    await expectCode(
      sendAndConfirmTransaction({
        transaction: new Uint8Array([1]),
        connection: undefined as never,
      }),
      LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
    );
  });

  it("rejects an empty message as 'Invalid transaction' and reports the failure", async () => {
    const progress: TransactionProgress[] = [];
    await expectCode(
      sendAndConfirmTransaction({
        transaction: new Uint8Array(),
        connection,
        onProgress: (p) => progress.push(p),
      }),
      LATCHKEY_ERROR__TRANSACTION__INVALID,
      'Invalid transaction',
    );
    expect(progress.map((p) => p.stage)).toEqual(['failed']);
  });

  it('turns a wallet refusal into a cancellation, reported as failed after signing', async () => {
    const progress: string[] = [];
    const error = await signAndSendTransaction({
      transaction: new Uint8Array([0]),
      connection,
      sign: () => Promise.reject(new Error('User cancelled the request')),
      onProgress: (p) => progress.push(p.stage),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserCancellationError);
    expect(progress).toEqual(['signing', 'failed']);
  });
});
