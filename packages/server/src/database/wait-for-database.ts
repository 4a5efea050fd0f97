import type { DatabaseQueries } from './database.js';
import { unavailableReason } from './database-unavailable.js';

/**
 * Asks the database `SELECT 1` until it answers: while it is unavailable (refused, starting up,
 * timing out) it retries with backoff (250 ms doubling to 5 s) for up to `waitMs`, telling
 * `onWaiting` what it waits for each time. Any other refusal is thrown at once.
 *
 * @throws {Error} when the database is still unavailable after `waitMs`, naming it and the cause.
 */
export async function waitForDatabase(
  database: DatabaseQueries,
  parameters: {
    waitMs: number;
    name: string;
    onWaiting?: ((message: string) => void) | undefined;
    /** The clock, for tests. Default `Date.now`. */
    now?: () => number;
  },
): Promise<void> {
  const now = parameters.now ?? Date.now;
  const deadline = now() + parameters.waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await database.query('SELECT 1');
      return;
    } catch (error) {
      if (!unavailableReason(error)) throw error;
      const why = error instanceof Error ? error.message : String(error);
      const left = deadline - now();
      if (left <= 0) {
        throw new Error(
          `${parameters.name} did not answer within ${seconds(parameters.waitMs)} s: ${why}`,
          { cause: error },
        );
      }
      const wait = Math.min(delay, left);
      parameters.onWaiting?.(
        `waiting for ${parameters.name} (${why}); retrying in ${seconds(wait)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

// 250 → '0.25', 1500 → '1.5', 60000 → '60'.
function seconds(ms: number): string {
  return String(Math.round(ms / 10) / 100);
}
