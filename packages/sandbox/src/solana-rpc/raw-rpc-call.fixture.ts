/** A JSON-RPC reply as it came, read loosely: tests check its shape with `expect()`. */
export interface RawRpcReply {
  // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely and checked with expect().
  result?: any;
  error?: { code: number; message: string };
}

/**
 * For tests: posts one raw JSON-RPC request to the RPC at `url()` (read at each call, so a
 * sandbox started in `beforeAll` can be named up front) and returns the reply as it came.
 */
export function rawRpcCall(url: () => string) {
  return async (method: string, params?: unknown): Promise<RawRpcReply> => {
    const response = await fetch(url(), {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await response.json()) as RawRpcReply;
  };
}
