import { JSON_RPC_ERROR_CODES, JsonRpcError } from './json-rpc-error.js';

/** Finds the handler for a method name, or undefined for "Method not found". */
export type ResolveRpcMethod = (method: string) => ((params: unknown) => unknown) | undefined;

/** A JSON-RPC 2.0 response object. */
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; result: unknown; id: string | number | null }
  | { jsonrpc: '2.0'; error: ReturnType<JsonRpcError['toJson']>; id: string | number | null };

function errorResponse(error: JsonRpcError, id: string | number | null): JsonRpcResponse {
  return { jsonrpc: '2.0', error: error.toJson(), id };
}

function isValidId(id: unknown): id is string | number | null {
  return id === null || typeof id === 'string' || typeof id === 'number';
}

async function dispatchOne(
  request: unknown,
  resolve: ResolveRpcMethod,
  onCall: (method: string) => void,
): Promise<JsonRpcResponse | undefined> {
  const fields =
    typeof request === 'object' && request !== null && !Array.isArray(request)
      ? (request as Record<string, unknown>)
      : undefined;
  const id = fields !== undefined && isValidId(fields.id) ? fields.id : null;
  if (
    fields === undefined ||
    fields.jsonrpc !== '2.0' ||
    typeof fields.method !== 'string' ||
    ('id' in fields && !isValidId(fields.id)) ||
    (fields.params !== undefined && (typeof fields.params !== 'object' || fields.params === null))
  )
    return errorResponse(
      new JsonRpcError(JSON_RPC_ERROR_CODES.invalidRequest, 'Invalid request'),
      id,
    );
  onCall(fields.method);
  // A request without an id is a notification: run it, answer nothing.
  const notification = !('id' in fields);
  const handler = resolve(fields.method);
  let response: JsonRpcResponse;
  if (handler === undefined) {
    response = errorResponse(
      new JsonRpcError(JSON_RPC_ERROR_CODES.methodNotFound, 'Method not found'),
      id,
    );
  } else {
    try {
      response = { jsonrpc: '2.0', result: await handler(fields.params), id };
    } catch (error) {
      // Anything but a JsonRpcError is a sandbox bug; answer as a validator would, stay up.
      response = errorResponse(
        error instanceof JsonRpcError
          ? error
          : new JsonRpcError(JSON_RPC_ERROR_CODES.internalError, 'Internal error'),
        id,
      );
    }
  }
  return notification ? undefined : response;
}

/**
 * Handles one JSON-RPC 2.0 payload (a request or a batch) from its text: parse errors (-32700),
 * invalid requests (-32600), unknown methods (-32601), notifications (no answer). Never throws.
 *
 * @returns the response (an array for a batch), or undefined when nothing is to be sent back.
 */
export async function dispatchJsonRpc(
  text: string,
  resolve: ResolveRpcMethod,
  onCall: (method: string) => void = () => {},
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return errorResponse(new JsonRpcError(JSON_RPC_ERROR_CODES.parseError, 'Parse error'), null);
  }
  if (!Array.isArray(payload)) return dispatchOne(payload, resolve, onCall);
  if (payload.length === 0)
    return errorResponse(
      new JsonRpcError(JSON_RPC_ERROR_CODES.invalidRequest, 'Invalid request'),
      null,
    );
  const responses: JsonRpcResponse[] = [];
  // In order: calls in a batch may depend on each other (send, then read the status).
  for (const request of payload) {
    const response = await dispatchOne(request, resolve, onCall);
    if (response !== undefined) responses.push(response);
  }
  return responses.length === 0 ? undefined : responses;
}
