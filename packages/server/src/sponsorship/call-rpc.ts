import { ServerError } from '../server-error.js';

/**
 * Runs one RPC call; a transport or RPC failure becomes a 502 `RPC_ERROR`. A call cancelled
 * through `signal` throws the signal's reason instead (the request's, not the RPC's, fault).
 */
export async function callRpc<value>(
  call: () => Promise<value>,
  signal?: AbortSignal,
): Promise<value> {
  try {
    return await call();
  } catch (cause) {
    signal?.throwIfAborted();
    // The RPC's own words (its URL, its errors) go to the log with the request id, not the page.
    throw new ServerError(502, 'RPC_ERROR', 'The RPC did not answer', cause);
  }
}
