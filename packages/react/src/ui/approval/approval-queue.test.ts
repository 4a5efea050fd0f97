import type { ApprovalRequest } from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { createApprovalQueue } from './approval-queue.js';

const message = (text: string): ApprovalRequest => ({
  kind: 'message',
  walletName: 'Embedded',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  message: { kind: 'text', text, hasHiddenCharacters: false, looksLikeTransaction: false },
  bytes: new TextEncoder().encode(text),
});

describe('createApprovalQueue', () => {
  it('shows one request at a time, oldest first, and resolves each with its answer', async () => {
    const queue = createApprovalQueue();
    let changes = 0;
    queue.subscribe(() => changes++);
    const first = queue.ask(message('one'), new AbortController().signal);
    const second = queue.ask(message('two'), new AbortController().signal);
    const shown = queue.current();
    expect(shown?.request).toMatchObject({ message: { text: 'one' } });
    // Stable between changes, as useSyncExternalStore needs.
    expect(queue.current()).toBe(shown);
    shown?.answer(true);
    shown?.answer(false);
    expect(await first).toBe(true);
    expect(queue.current()?.request).toMatchObject({ message: { text: 'two' } });
    queue.current()?.answer(false);
    expect(await second).toBe(false);
    expect(queue.current()).toBeUndefined();
    expect(changes).toBe(4);
  });

  it('answers false when the signal aborts, waiting or shown, and at once when already aborted', async () => {
    const queue = createApprovalQueue();
    const shown = new AbortController();
    const waiting = new AbortController();
    const first = queue.ask(message('one'), shown.signal);
    const second = queue.ask(message('two'), waiting.signal);
    const third = queue.ask(message('three'), new AbortController().signal);
    waiting.abort();
    expect(await second).toBe(false);
    const answer = queue.current()?.answer;
    shown.abort();
    expect(await first).toBe(false);
    // An answer after the abort changes nothing.
    answer?.(true);
    expect(queue.current()?.request).toMatchObject({ message: { text: 'three' } });
    expect(await queue.ask(message('late'), AbortSignal.abort())).toBe(false);
    queue.close();
    expect(await third).toBe(false);
    expect(queue.current()).toBeUndefined();
  });
});
