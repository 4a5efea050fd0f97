/**
 * The error codes an MWA wallet answers with, as Solana Mobile's protocol package 2.3.0 names
 * them (`SolanaMobileWalletAdapterProtocolErrorCode`), plus JSON-RPC's own.
 */
export const MWA_ERROR_CODES = {
  authorizationFailed: -1,
  invalidPayloads: -2,
  notSigned: -3,
  notSubmitted: -4,
  tooManyPayloads: -5,
  /** The specification's ERROR_CHAIN_NOT_SUPPORTED (the protocol package does not name it). */
  chainNotSupported: -7,
  invalidParams: -32602,
  methodNotFound: -32601,
} as const;

/** A JSON-RPC error the sandbox wallet answers a request with (`{ code, message, data? }`). */
export class MwaProtocolError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'MwaProtocolError';
    this.code = code;
    this.data = data;
  }
}
