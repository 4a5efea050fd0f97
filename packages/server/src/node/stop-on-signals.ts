import type { RunningNodeServer } from './serve-node.js';

/**
 * Shuts a running server down gracefully on SIGTERM or SIGINT (what an orchestrator or Ctrl-C
 * sends): `close()` stops accepting, finishes the requests in flight within its deadline and
 * closes the database; then `exit(0)`. A second signal exits at once with 1, for an operator who
 * will not wait. Returns a function that removes the handlers.
 *
 * @example
 * ```ts
 * const running = await serveNode(server, { port: 8820 });
 * stopOnSignals(running, { log: console.log });
 * ```
 */
export function stopOnSignals(
  running: Pick<RunningNodeServer, 'close' | 'inFlight'>,
  options: {
    /** Where the shutdown is announced. Default: nowhere. */
    log?: ((message: string) => void) | undefined;
    /** Default `process.exit`. */
    exit?: ((code: number) => void) | undefined;
    signals?: readonly NodeJS.Signals[] | undefined;
  } = {},
): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log?.(`latchkey-server: ${signal} again, exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    options.log?.(
      `latchkey-server: ${signal}, finishing ${running.inFlight} request(s) in flight, then exiting`,
    );
    running.close().then(
      () => exit(0),
      (error: unknown) => {
        options.log?.(
          `latchkey-server: shutdown failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
