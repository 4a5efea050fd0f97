/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once if it already
 * has).
 *
 * @example
 * ```ts
 * await abortableSleep(250, signal);
 * ```
 */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
