/// <reference lib="dom" />
import { getBase58Encoder, getBase64EncodedWireTransaction, type Transaction } from '@solana/kit';
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';

/**
 * A failed `sendTransaction`: the RPC's JSON-RPC error (its `code` and `data` kept, e.g. a
 * preflight failure's logs), an HTTP error, or an unreachable endpoint (`code` undefined).
 *
 * @example
 * ```ts
 * try {
 *   await sendWireTransaction(rpcUrl, signed);
 * } catch (error) {
 *   if (error instanceof TestWalletRpcError && error.code === -32002) showLogs(error.data);
 * }
 * ```
 */
export class TestWalletRpcError extends Error {
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, details: { code?: number; data?: unknown; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'TestWalletRpcError';
    this.code = details.code;
    this.data = details.data;
  }
}

interface JsonRpcResponse {
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/**
 * Sends a signed transaction through a Solana JSON-RPC endpoint (`sendTransaction`, base64,
 * with the caller's preflight options) and returns the signature as 64 bytes, as
 * `solana:signAndSendTransaction` does. Does not wait for confirmation.
 *
 * @example
 * ```ts
 * const signature = await sendWireTransaction('http://localhost:8899', signed, {
 *   preflightCommitment: 'confirmed',
 * });
 * ```
 */
export async function sendWireTransaction(
  rpcUrl: string,
  transaction: Transaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const config = {
    encoding: 'base64',
    skipPreflight: options.skipPreflight,
    preflightCommitment: options.preflightCommitment,
    maxRetries: options.maxRetries,
    minContextSlot: options.minContextSlot,
  };
  const request = {
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [getBase64EncodedWireTransaction(transaction), config],
  };
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (cause) {
    throw new TestWalletRpcError(`Could not reach the RPC at ${rpcUrl}.`, { cause });
  }
  const body = (await response.json().catch(() => undefined)) as JsonRpcResponse | undefined;
  if (body?.error) {
    const { code, message, data } = body.error;
    throw new TestWalletRpcError(
      typeof message === 'string' && message ? message : 'sendTransaction failed.',
      { ...(typeof code === 'number' ? { code } : {}), data },
    );
  }
  if (!response.ok || typeof body?.result !== 'string') {
    throw new TestWalletRpcError(
      `sendTransaction failed: the RPC answered HTTP ${response.status} without a signature.`,
    );
  }
  const signature = new Uint8Array(getBase58Encoder().encode(body.result));
  if (signature.length !== 64) {
    throw new TestWalletRpcError(`sendTransaction returned a malformed signature: ${body.result}`);
  }
  return signature;
}
