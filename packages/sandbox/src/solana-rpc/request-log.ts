/**
 * Where a JSON-RPC call arrived: the HTTP endpoint or the WebSocket.
 *
 * @example
 * ```ts
 * const overSocket = requests.entries().filter((entry) => entry.transport === 'ws');
 * ```
 */
export type RpcTransport = 'http' | 'ws';

/**
 * One JSON-RPC call as the sandbox received it.
 *
 * @example
 * ```ts
 * const entry: RpcRequestRecord = { method: 'getBalance', transport: 'http', at: Date.now() };
 * ```
 */
export interface RpcRequestRecord {
  readonly method: string;
  readonly transport: RpcTransport;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/**
 * Every JSON-RPC call the sandbox received, in order: tests count round trips per flow with it.
 *
 * @example
 * ```ts
 * sandbox.solana.requests.reset();
 * await signIn();
 * expect(sandbox.solana.requests.count('getLatestBlockhash')).toBe(1);
 * ```
 */
export class RequestLog {
  #entries: RpcRequestRecord[] = [];

  /** Records one call. */
  record(method: string, transport: RpcTransport): void {
    this.#entries.push({ method, transport, at: Date.now() });
  }

  /** A copy of every call since the last reset. */
  entries(): RpcRequestRecord[] {
    return [...this.#entries];
  }

  /** The method names, in order. */
  methods(): string[] {
    return this.#entries.map((entry) => entry.method);
  }

  /** How many calls, of one method or of all. */
  count(method?: string): number {
    return method === undefined
      ? this.#entries.length
      : this.#entries.filter((entry) => entry.method === method).length;
  }

  /** Forgets every call so far. */
  reset(): void {
    this.#entries = [];
  }
}
