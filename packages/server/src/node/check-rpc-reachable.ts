/**
 * Asks the RPC's `getHealth` once, within `timeoutMs`: a warning to print when it is down or
 * unhealthy, or `undefined`. A server whose RPC is down still starts (only sponsorship needs it,
 * and the RPC may come back); the operator learns it at start instead of from the first 502. The
 * warning names the host alone: an RPC URL often carries its provider's API key.
 */
export async function checkRpcReachable(
  rpcUrl: string,
  timeoutMs = 2000,
): Promise<string | undefined> {
  const said = (what: string) =>
    `LATCHKEY_RPC_URL (${new URL(rpcUrl).host}) ${what}; sponsorship answers 502 RPC_ERROR until it is up`;
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return said(`answered getHealth with HTTP ${response.status}`);
    const body = (await response.json()) as { result?: unknown; error?: { code?: unknown } };
    if (body.result === 'ok') return undefined;
    return said(`is not healthy (getHealth error ${String(body.error?.code ?? 'without a code')})`);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return said(`did not answer getHealth within ${timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : 'no answer';
    return said(`could not be reached (${code})`);
  }
}
