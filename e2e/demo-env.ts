/** The demo's URL, set by global-setup. */
export function demoUrl(): string {
  const url = process.env.LATCHKEY_DEMO_URL;
  if (!url)
    throw new Error('LATCHKEY_DEMO_URL is not set; run the specs through playwright.config.ts');
  return url;
}

/** The sandbox's Solana RPC URL, set by global-setup. */
export function sandboxRpcUrl(): string {
  const url = process.env.LATCHKEY_SANDBOX_RPC_URL;
  if (!url)
    throw new Error(
      'LATCHKEY_SANDBOX_RPC_URL is not set; run the specs through playwright.config.ts',
    );
  return url;
}

/** One JSON-RPC call to the sandbox's Solana RPC, its `result`. */
export async function sandboxRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(sandboxRpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}
