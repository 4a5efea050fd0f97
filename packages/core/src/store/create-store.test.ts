import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.js';

describe('createStore', () => {
  it('merges updates into a new frozen state and notifies with the previous one', () => {
    const store = createStore({ status: 'disconnected', count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.setState((state) => ({ count: state.count + 1 }));
    expect(store.getState()).toEqual({ status: 'disconnected', count: 1 });
    expect(Object.isFrozen(store.getState())).toBe(true);
    expect(listener).toHaveBeenCalledWith(store.getState(), before);
  });

  it('does not notify when nothing changed, nor after unsubscribing', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const before = store.getState();
    store.setState({ count: 0 });
    expect(store.getState()).toBe(before);
    stop();
    store.setState({ count: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
