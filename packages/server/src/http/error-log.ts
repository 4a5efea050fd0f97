import { driverErrorOf } from '../database/database-server-error.js';
import { ServerError } from '../server-error.js';

/** How long the same error is written once and then counted: 10 s. */
export const ERROR_REPEAT_WINDOW_MS = 10_000;

/**
 * The server's error log: one JSON line per error, and a stack only at debug level. An error
 * that repeats (same code, same message: the database down under load, say) is written the first
 * time in each window and then counted; when the window ends one more line says how many times it
 * came again. What a URL in a message may hold that is secret is masked (password, query values,
 * long path segments).
 *
 * @example
 * ```ts
 * const errors = createErrorLog({ write: (line) => console.error(line) });
 * errors.report(new Error('boom'), { requestId: 'req-1' });
 * errors.flush(); // on shutdown: the counts not yet written
 * ```
 */
export interface ErrorLog {
  /** Writes the error, or counts it when the same one was written within the window. */
  report(error: unknown, context: { requestId: string }): void;
  /** Writes the counts of repeats not yet written. */
  flush(): void;
}

/**
 * Makes an {@link ErrorLog}. `latchkey-server` writes to stderr, with stacks when
 * `LATCHKEY_LOG_LEVEL=debug`.
 *
 * @example
 * ```ts
 * const errors = createErrorLog({ debug: true, write: (line) => process.stderr.write(`${line}\n`) });
 * const server = await createLatchkeyServer({ database, environments, onError: errors.report });
 * ```
 */
export function createErrorLog(options: {
  /** Where each line goes. */
  write: (line: string) => void;
  /** Also write each error's stack (and its cause's). Default false. */
  debug?: boolean | undefined;
  /** Default {@link ERROR_REPEAT_WINDOW_MS}. */
  repeatWindowMs?: number | undefined;
  /** The clock, for tests. Default `Date.now`. */
  now?: (() => number) | undefined;
}): ErrorLog {
  const windowMs = options.repeatWindowMs ?? ERROR_REPEAT_WINDOW_MS;
  const now = options.now ?? Date.now;
  // Per kind of error: when its window began and how often it came again since.
  const windows = new Map<
    string,
    { startedAt: number; repeats: number; code: string | undefined; message: string }
  >();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = (entry: Record<string, unknown>) => {
    try {
      options.write(
        JSON.stringify({ time: new Date(now()).toISOString(), level: 'error', ...entry }),
      );
    } catch {
      // A broken sink loses a line, never the request.
    }
  };
  const writeRepeats = (finishedBy: number) => {
    for (const [key, window] of windows) {
      if (finishedBy - window.startedAt < windowMs) continue;
      windows.delete(key);
      if (window.repeats > 0) {
        write({
          ...(window.code === undefined ? {} : { code: window.code }),
          message: window.message,
          repeated: window.repeats,
          windowMs,
        });
      }
    }
  };
  const schedule = () => {
    if (timer !== undefined || windows.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      writeRepeats(now());
      schedule();
    }, windowMs);
    // The log never keeps a process alive.
    (timer as { unref?: () => void }).unref?.();
  };

  return {
    report(error, context) {
      const at = now();
      writeRepeats(at);
      const code = error instanceof ServerError ? error.code : undefined;
      const message = maskCredentials(describe(error));
      const key = `${code ?? ''}\u0000${message}`;
      const window = windows.get(key);
      if (window) {
        window.repeats += 1;
        return;
      }
      windows.set(key, { startedAt: at, repeats: 0, code, message });
      write({
        requestId: context.requestId,
        ...(code === undefined ? {} : { code }),
        message,
        ...(options.debug ? { stack: maskCredentials(stackOf(error)) } : {}),
      });
      schedule();
    },
    flush() {
      writeRepeats(Number.POSITIVE_INFINITY);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** One line: what went wrong, with an upstream's detail when there is one. */
function describe(error: unknown): string {
  if (error instanceof ServerError) {
    return error.detail === undefined
      ? error.message
      : `${error.message} (${String(error.detail)})`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The error's stack, then its causes' (a database error keeps the driver's as its cause). */
function stackOf(error: unknown): string {
  const stacks: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    stacks.push(current instanceof Error ? (current.stack ?? String(current)) : String(current));
    current = driverErrorOf(current) ?? (current instanceof Error ? current.cause : undefined);
  }
  return stacks.join('\ncaused by: ');
}

/**
 * Masks what a URL in a message may carry that is secret: the password
 * (`postgres://user:***@host`), query values (`?api-key=***`) and long path segments, as RPC
 * providers put their keys in either (`https://x.example/***`).
 */
function maskCredentials(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`<>()]+/gi, (url) =>
    url
      .replace(/^([^:]+:\/\/[^:/@]*):[^@/]*@/, '$1:***@')
      .replace(/([?&][^=&#]*)=[^&#]*/g, '$1=***')
      .replace(/\/[A-Za-z0-9_-]{24,}(?=[/?#]|$)/g, '/***'),
  );
}
