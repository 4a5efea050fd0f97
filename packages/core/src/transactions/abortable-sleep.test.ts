import { describe, expect, it } from 'vitest';
import { abortableSleep } from './abortable-sleep.js';

describe('abortableSleep', () => {
  it('leaves no abort listener behind after the sleeps that end', async () => {
    const controller = new AbortController();
    let listeners = 0;
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = (...args: Parameters<typeof add>) => {
      listeners++;
      add(...args);
    };
    signal.removeEventListener = (...args: Parameters<typeof remove>) => {
      listeners--;
      remove(...args);
    };
    for (let index = 0; index < 20; index++) await abortableSleep(1, signal);
    expect(listeners).toBe(0);
  });

  it('rejects with the reason when the signal aborts mid-sleep, and at once when it has', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(sleeping).rejects.toThrow('stopped');
    await expect(abortableSleep(60_000, controller.signal)).rejects.toThrow('stopped');
  });
});
