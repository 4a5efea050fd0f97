/**
 * Starts something on the first call and hands every caller the same promise — unless the start
 * fails: a failure is handed to the callers waiting on it, then forgotten, so the next call starts
 * again. For a route handler that makes its server on the first request: a database not up yet
 * must not leave a failed promise cached until the process restarts.
 *
 * @example
 * ```ts
 * const latchkey = startOnce(async () => (await startLatchkeyServer(settings)).server);
 * export async function POST(request: Request) {
 *   return (await latchkey()).fetch(request);
 * }
 * ```
 */
export function startOnce<value>(start: () => Promise<value>): () => Promise<value> {
  let started: Promise<value> | undefined;
  return () => {
    if (!started) {
      const attempt = Promise.resolve()
        .then(start)
        .catch((error: unknown) => {
          if (started === attempt) started = undefined;
          throw error;
        });
      started = attempt;
    }
    return started;
  };
}
