import { LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';

/** How long a custody frame may take to answer one request: as long as a custody request. */
export const DEFAULT_FRAME_TIMEOUT_MS = 30_000;

/**
 * Waits for a custody frame's answer, but not forever: a frame that never loads or never answers
 * (blocked by a policy, an extension, a network that drops it) ends in a typed error instead of a
 * hang.
 *
 * @throws {CustodyError} `LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT` after `timeoutMs`.
 */
export async function frameDeadline<value>(
  answer: Promise<value>,
  frame: 'auth' | 'export',
  timeoutMs: number = DEFAULT_FRAME_TIMEOUT_MS,
): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new CustodyError(LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT, {
            context: { frame, seconds: Math.round(timeoutMs / 100) / 10 },
          }),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
