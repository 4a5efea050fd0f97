/** A minimal external store, the shape `useSyncExternalStore` and other frameworks bind to. */
export interface Store<TState> {
  getState(): TState;
  /** Replaces the state with a shallow merge; listeners run only when something changed. */
  setState(update: Partial<TState> | ((state: TState) => Partial<TState>)): void;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: (state: TState, previous: TState) => void): () => void;
}

/**
 * Creates a store holding an immutable state object.
 *
 * @example
 * ```ts
 * const store = createStore({ count: 0 });
 * store.subscribe((state) => console.log(state.count));
 * store.setState((state) => ({ count: state.count + 1 }));
 * ```
 */
export function createStore<TState extends object>(initial: TState): Store<TState> {
  let state = Object.freeze({ ...initial });
  const listeners = new Set<(state: TState, previous: TState) => void>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.entries(patch).some(
        ([key, value]) => !Object.is(state[key as keyof TState], value),
      );
      if (!changed) return;
      const previous = state;
      state = Object.freeze({ ...state, ...patch });
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
