import { DatabaseUnavailableError } from './database-unavailable.js';

/**
 * A counting semaphore with a bounded wait: at most `size` holders; a caller waits in order for a
 * slot up to `waitMs`, then gets a {@link DatabaseUnavailableError} ('pool-exhausted') instead of
 * queuing forever, so an exhausted pool sheds load quickly.
 */
export function createConnectionSlots(parameters: { size: number; waitMs: number; name: string }) {
  let held = 0;
  const waiting: (() => void)[] = [];
  return {
    acquire(): Promise<void> {
      if (held < parameters.size) {
        held++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(
            new DatabaseUnavailableError(
              'pool-exhausted',
              `No free ${parameters.name} within ${parameters.waitMs} ms (${parameters.size} busy)`,
            ),
          );
        }, parameters.waitMs);
        waiting.push(grant);
      });
    },
    /** Hands the slot to the longest waiter, or frees it. */
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else held--;
    },
    /** Slots held and callers waiting, for metrics and tests. */
    get usage() {
      return { held, waiting: waiting.length };
    },
  };
}
