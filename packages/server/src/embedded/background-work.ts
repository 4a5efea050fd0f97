/**
 * Work a route does after it has answered, so that how long the answer takes says nothing about
 * what the work found. Bounded: at most `maxPending` tasks at once, each given up on (and its
 * slot freed) after `deadlineMs`; every failure goes to `onError`, none is left unhandled.
 */
export interface BackgroundWork {
  /** Starts `task` now, unless `maxPending` tasks are running: then it is not started (false). */
  start(task: () => Promise<unknown>): boolean;
  /** Resolves once every task started so far has ended or passed its deadline. */
  settled(): Promise<void>;
  /** How many tasks are running. */
  readonly pending: number;
}

/** Options of {@link createBackgroundWork}. */
export interface BackgroundWorkOptions {
  /** Tasks running at once. Default 100. */
  maxPending?: number | undefined;
  /** How long a task may take before it is reported and its slot freed. Default 60 000 ms. */
  deadlineMs?: number | undefined;
  /** Where a task's failure goes. Default `console.error`. */
  onError?: ((error: unknown) => void) | undefined;
}

/** Makes a {@link BackgroundWork}. */
export function createBackgroundWork(options: BackgroundWorkOptions = {}): BackgroundWork {
  const maxPending = options.maxPending ?? 100;
  const deadlineMs = options.deadlineMs ?? 60_000;
  const log = options.onError ?? ((error: unknown) => console.error(error));
  // A logger that throws must not turn into an unhandled rejection.
  const onError = (error: unknown) => {
    try {
      log(error);
    } catch {}
  };
  const running = new Set<Promise<void>>();
  return {
    start(task) {
      if (running.size >= maxPending) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          onError(new Error(`Background task still running after ${deadlineMs} ms; given up`));
          resolve();
        }, deadlineMs);
        timer.unref?.();
      });
      // A task that throws synchronously is caught the same way as one that rejects.
      const work = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        );
      const done: Promise<void> = Promise.race([work, deadline]).finally(() => {
        clearTimeout(timer);
        running.delete(done);
      });
      running.add(done);
      return true;
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    get pending() {
      return running.size;
    },
  };
}
