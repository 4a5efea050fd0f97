import {
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LatchkeyError,
  UserCancellationError,
} from '@latchkey/core';
import type { TransactionProgressListener } from '@latchkey/core/transactions';
import { describe, expect, it } from 'vitest';
import { createTransactionToasts } from './transaction-toast-store.js';

/** A send the test moves by hand: report progress, then settle it. */
function manualSend() {
  let report: TransactionProgressListener = () => undefined;
  let settle: { resolve: (value: string) => void; reject: (error: unknown) => void } | undefined;
  const send = (onProgress: TransactionProgressListener) => {
    report = onProgress;
    return new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    send,
    report: (...args: Parameters<TransactionProgressListener>) => report(...args),
    resolve: (value: string) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const ignore = () => undefined;

describe('createTransactionToasts', () => {
  it('follows one send from signing to confirmed, with its title and signature', async () => {
    const store = createTransactionToasts();
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    const transfer = manualSend();
    const done = store.track(transfer.send, { title: 'Send 0.01 SOL' });
    expect(store.getSnapshot()).toMatchObject([{ title: 'Send 0.01 SOL', stage: 'signing' }]);
    transfer.report({ stage: 'sending', signature: 'sig1', sponsored: true });
    transfer.report({ stage: 'confirming' });
    expect(store.getSnapshot()[0]).toMatchObject({
      stage: 'confirming',
      signature: 'sig1',
      sponsored: true,
    });
    transfer.resolve('result');
    await expect(done).resolves.toBe('result');
    expect(store.getSnapshot()[0]?.stage).toBe('confirmed');
    expect(changes).toBeGreaterThanOrEqual(4);
  });

  it('records the amount a title is written from, and leaves the title to the host', () => {
    const store = createTransactionToasts();
    const amount = { value: 10_000_000n, decimals: 9, symbol: 'SOL' };
    void store.track(manualSend().send, { amount }).catch(ignore);
    expect(store.getSnapshot()[0]).toMatchObject({ title: undefined, amount });
  });

  it('marks the stage that failed and rejects as the send did', async () => {
    const store = createTransactionToasts();
    const transfer = manualSend();
    const error = new Error('Not enough SOL');
    const done = store.track(transfer.send);
    transfer.report({ stage: 'sending', signature: 'sig' });
    transfer.report({ stage: 'confirming' });
    transfer.report({ stage: 'failed' });
    transfer.reject(error);
    await expect(done).rejects.toBe(error);
    expect(store.getSnapshot()[0]).toMatchObject({
      stage: 'failed',
      failedStage: 'confirming',
      error,
      signature: 'sig',
    });
  });

  it('removes the toast of a send the user declined', async () => {
    const store = createTransactionToasts();
    const transfer = manualSend();
    const done = store.track(transfer.send);
    const declined = new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    transfer.reject(declined);
    await expect(done).rejects.toBe(declined);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('retries in the same toast, dropping what the replaced attempt still reports', async () => {
    const store = createTransactionToasts();
    const attempts = [manualSend(), manualSend()];
    let calls = 0;
    const done = store.track((onProgress) =>
      (attempts[calls++] as ReturnType<typeof manualSend>).send(onProgress),
    );
    const [first, second] = attempts as [
      ReturnType<typeof manualSend>,
      ReturnType<typeof manualSend>,
    ];
    first.reject(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED));
    await done.catch(ignore);
    const failed = store.getSnapshot()[0];
    expect(failed?.stage).toBe('failed');
    failed?.retry?.();
    expect(calls).toBe(2);
    expect(store.getSnapshot()).toMatchObject([{ id: failed?.id, stage: 'signing' }]);
    expect(store.getSnapshot()[0]?.error).toBeUndefined();
    first.report({ stage: 'failed' });
    expect(store.getSnapshot()[0]?.stage).toBe('signing');
    second.report({ stage: 'sending', signature: 'sig2' });
    second.resolve('ok');
    await new Promise((resolve) => setTimeout(resolve));
    expect(store.getSnapshot()).toMatchObject([{ stage: 'confirmed', signature: 'sig2' }]);
  });

  it('has no retry for a send tracked with retry: false', async () => {
    const store = createTransactionToasts();
    void store.track(manualSend().send, { retry: false });
    expect(store.getSnapshot()[0]?.retry).toBeUndefined();
  });

  it('keeps at most 3: a new one drops the oldest finished one, else the oldest', async () => {
    const store = createTransactionToasts();
    const sends = Array.from({ length: 5 }, () => manualSend());
    const track = (index: number) =>
      store
        .track((sends[index] as ReturnType<typeof manualSend>).send, { title: `#${index}` })
        .catch(ignore);
    const titles = () => store.getSnapshot().map((toast) => toast.title);
    void track(0);
    void track(1);
    void track(2);
    sends[1]?.resolve('done');
    await new Promise((resolve) => setTimeout(resolve));
    expect(titles()).toEqual(['#0', '#1', '#2']);
    void track(3);
    // #1 is confirmed: it goes before the older #0, still under way.
    expect(titles()).toEqual(['#0', '#2', '#3']);
    void track(4);
    expect(titles()).toEqual(['#2', '#3', '#4']);
    // A dropped toast's late progress brings nothing back.
    sends[0]?.report({ stage: 'confirming' });
    expect(titles()).toEqual(['#2', '#3', '#4']);
  });

  it('dismisses one toast, and stops calling an unsubscribed listener', () => {
    const store = createTransactionToasts();
    void store.track(manualSend().send, { title: 'a' }).catch(ignore);
    void store.track(manualSend().send, { title: 'b' }).catch(ignore);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.dismiss(store.getSnapshot()[0]?.id as number);
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['b']);
    expect(calls).toBe(1);
    unsubscribe();
    store.dismiss(store.getSnapshot()[0]?.id as number);
    expect(calls).toBe(1);
  });
});
