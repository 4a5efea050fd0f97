/** A listener of one event. */
export type Listener<TPayload> = (payload: TPayload) => void;

/** A small typed event emitter. `on` returns the function that removes the listener. */
export interface Emitter<TEvents extends Record<string, unknown>> {
  on<TName extends keyof TEvents>(name: TName, listener: Listener<TEvents[TName]>): () => void;
  off<TName extends keyof TEvents>(name: TName, listener: Listener<TEvents[TName]>): void;
  emit<TName extends keyof TEvents>(name: TName, payload: TEvents[TName]): void;
  listenerCount(name: keyof TEvents): number;
}

/**
 * Creates a typed emitter. A listener that throws does not stop the others; its error is
 * reported asynchronously so it is not lost.
 *
 * @example
 * ```ts
 * const emitter = createEmitter<{ chainChanged: { networkId: number } }>();
 * const stop = emitter.on('chainChanged', ({ networkId }) => console.log(networkId));
 * emitter.emit('chainChanged', { networkId: 103 });
 * stop();
 * ```
 */
export function createEmitter<TEvents extends Record<string, unknown>>(): Emitter<TEvents> {
  const listeners = new Map<keyof TEvents, Set<Listener<never>>>();
  const emitter: Emitter<TEvents> = {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => emitter.off(name, listener);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener as Listener<never>);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<TEvents[typeof name]>)(payload);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  };
  return emitter;
}
