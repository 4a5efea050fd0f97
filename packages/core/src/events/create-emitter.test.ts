import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './create-emitter.js';

describe('createEmitter', () => {
  it('delivers payloads to every listener until removed', () => {
    const emitter = createEmitter<{ change: number }>();
    const first = vi.fn();
    const second = vi.fn();
    const stop = emitter.on('change', first);
    emitter.on('change', second);
    emitter.emit('change', 1);
    stop();
    emitter.emit('change', 2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
    expect(emitter.listenerCount('change')).toBe(1);
  });

  it('keeps calling the others when one listener throws', async () => {
    const emitter = createEmitter<{ change: number }>();
    const after = vi.fn();
    const reported = new Promise<unknown>((resolve) => {
      process.once('uncaughtException', resolve);
    });
    emitter.on('change', () => {
      throw new Error('listener bug');
    });
    emitter.on('change', after);
    emitter.emit('change', 7);
    expect(after).toHaveBeenCalledWith(7);
    expect(((await reported) as Error).message).toBe('listener bug');
  });
});
