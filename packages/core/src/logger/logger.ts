import { isUserCancellation } from '../errors/user-cancellation-error.js';

/** Log levels, from most to least verbose. `silent` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Where log lines go. The console satisfies it; a host may pass its own. */
export interface LogSink {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Latchkey's logger: levelled, prefixed, and aware of user cancellations. */
export interface Logger {
  readonly level: LogLevel;
  debug(message: string, ...data: unknown[]): void;
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  /**
   * Logs a failure. A user cancellation (passkey prompt closed, wallet prompt rejected) is
   * logged as a warning instead: it is not an error.
   */
  error(message: string, error?: unknown, ...data: unknown[]): void;
}

/** Parameters of {@link createLogger}. */
export interface CreateLoggerParameters {
  /** Lowest level written. Default 'warn'. */
  level?: LogLevel;
  /** Destination. Default `globalThis.console`. */
  sink?: LogSink;
  /** Text put before every line. Default '[latchkey]'. */
  prefix?: string;
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/**
 * Creates a logger. Hosts replace Latchkey's logging by passing their own `sink` (or a whole
 * `Logger`) to `createConfig`.
 *
 * @example
 * ```ts
 * const logger = createLogger({ level: 'info', sink: myTelemetry });
 * logger.error('Signing failed', error); // a cancellation goes to sink.warn
 * ```
 */
export function createLogger(parameters: CreateLoggerParameters = {}): Logger {
  const { level = 'warn', sink = globalThis.console, prefix = '[latchkey]' } = parameters;
  const enabled = (at: LogLevel) => rank[at] >= rank[level] && level !== 'silent';
  return Object.freeze({
    level,
    debug: (message: string, ...data: unknown[]) => {
      if (enabled('debug')) sink.debug(prefix, message, ...data);
    },
    info: (message: string, ...data: unknown[]) => {
      if (enabled('info')) sink.info(prefix, message, ...data);
    },
    warn: (message: string, ...data: unknown[]) => {
      if (enabled('warn')) sink.warn(prefix, message, ...data);
    },
    error: (message: string, error?: unknown, ...data: unknown[]) => {
      const extra = error === undefined ? data : [error, ...data];
      if (isUserCancellation(error ?? message)) {
        if (enabled('warn')) sink.warn(prefix, message, ...extra);
      } else if (enabled('error')) {
        sink.error(prefix, message, ...extra);
      }
    },
  });
}
