/**
 * One kind of trouble the sandbox's RPC can be told to make, for the next `times` HTTP requests
 * (for the listed methods only, when `methods` is given): an HTTP error status, a body that is not
 * JSON, or an answer that comes `delayMs` late (a time-out, seen from a client that gives up).
 *
 * @example
 * ```ts
 * const fault: RpcFault = { status: 429, times: 2, methods: ['getBalance'] };
 * ```
 */
export interface RpcFault {
  status?: number;
  /** Sent instead of the JSON-RPC answer (with `status`, default 200). */
  body?: string;
  delayMs?: number;
  /** Sent as the `Retry-After` header (seconds) with `status`. */
  retryAfter?: number;
  times: number;
  methods?: readonly string[];
}

/** The switches: faults to inject, sockets to drop, and how many faults were served. */
export interface RpcFaults {
  inject(fault: RpcFault): void;
  clear(): void;
  /** Closes every open WebSocket (subscriptions die mid-flight, as when a proxy drops them). */
  dropSockets(): void;
  /**
   * The next `count` transactions sent are answered with their signature but never reach a
   * block, as when a node under load drops the packet; sending the same bytes again lands them.
   */
  dropTransactions(count: number): void;
  /** How many requests got a fault so far. */
  readonly served: number;
  /**
   * For the HTTP route: the fault this request gets, if any (counting it). `methods` names the
   * request's methods; it is only asked for while a fault is queued.
   */
  take(methods: () => readonly string[]): Omit<RpcFault, 'times' | 'methods'> | undefined;
}

/**
 * Creates the fault switches of one sandbox RPC. `dropSockets` is wired to its WebSocket server.
 */
export function createRpcFaults(
  dropSockets: () => void,
  dropTransactions: (count: number) => void = () => undefined,
): RpcFaults {
  const queue: RpcFault[] = [];
  let served = 0;
  return {
    inject: (fault) => {
      if (fault.times > 0) queue.push({ ...fault });
    },
    clear: () => {
      queue.length = 0;
    },
    dropSockets,
    dropTransactions,
    get served() {
      return served;
    },
    take(methods) {
      if (queue.length === 0) return undefined;
      const named = methods();
      const index = queue.findIndex(
        (fault) => !fault.methods || named.some((method) => fault.methods?.includes(method)),
      );
      const fault = queue[index];
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) queue.splice(index, 1);
      served += 1;
      const { times: _times, methods: _methods, ...effect } = fault;
      return effect;
    },
  };
}

/** The method names in a JSON-RPC body (one request or a batch); none when it does not parse. */
export function methodsOf(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const requests = Array.isArray(parsed) ? parsed : [parsed];
    return requests
      .map((request) => (request as { method?: unknown } | null)?.method)
      .filter((method): method is string => typeof method === 'string');
  } catch {
    return [];
  }
}
