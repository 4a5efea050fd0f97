import { LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER } from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';

/**
 * Runs a step that reads from the RPC and uses what it answered. Whatever goes wrong that is not
 * already a `LatchkeyError` — a JSON-RPC error, a result of the wrong shape — becomes
 * 'Unexpected answer from the RPC: {reason}'. A caller's abort passes through unchanged.
 */
export async function readFromRpc<T>(step: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isLatchkeyError(error) || signal?.aborted) throw error;
    throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER, {
      context: { reason: error instanceof Error ? error.message : String(error) },
      cause: error,
    });
  }
}
