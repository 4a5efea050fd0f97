/** A module loaded on demand through `import()`, once: {@link lazyImport}. */
export interface LazyImport<T> {
  /** Starts the import (once; again after a failure) and resolves with its value. */
  load(): Promise<T>;
  /** The value once the import has resolved; until then `undefined`. */
  peek(): T | undefined;
  /**
   * Starts the import and calls `onLoad` when it resolves, unless unsubscribed first. A failed
   * import calls nothing: whoever draws a fallback keeps drawing it. Shaped for
   * `useSyncExternalStore`.
   */
  subscribe(onLoad: () => void): () => void;
}

/**
 * Wraps a dynamic `import()` so the chunk is fetched at most once, read synchronously after it
 * arrives, and watched from React (see `useLazyImport`). A failed fetch (offline, a deploy that
 * removed the chunk) is forgotten, so the next `load` tries again.
 */
export function lazyImport<T>(importer: () => Promise<T>): LazyImport<T> {
  let loading: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const load = () => {
    loading ??= importer().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    peek: () => loaded?.value,
    subscribe(onLoad) {
      let subscribed = true;
      load().then(
        () => {
          if (subscribed) onLoad();
        },
        // Nothing to report: the caller's fallback stays, and the next subscriber retries.
        () => undefined,
      );
      return () => {
        subscribed = false;
      };
    },
  };
}
