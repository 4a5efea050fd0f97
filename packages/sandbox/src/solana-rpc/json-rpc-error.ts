/**
 * The JSON-RPC error codes an Agave validator answers with, so clients written against a validator
 * (kit's `SolanaError` mapping, web3.js) read the sandbox's errors the same way.
 */
export const JSON_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
} as const;

/** A JSON-RPC error object, thrown by method handlers and sent back as the response's `error`. */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }

  /** The `error` member of a JSON-RPC response; `data` only when there is some, as Agave does. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

/** An invalid-params (-32602) error, the validator's answer to malformed arguments. */
export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(JSON_RPC_ERROR_CODES.invalidParams, message);
}
