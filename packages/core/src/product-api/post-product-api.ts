import {
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { LATCHKEY_SDK_VERSION } from '../version.js';
import {
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_VERSION_HEADER,
} from './api-headers.js';
import { PRODUCT_API_VERSION } from './api-paths.js';
import { API_ROUTES, type ApiBody, type ApiRouteName } from './api-table.js';
import { DEVICE_SIGNED_ROUTES } from './device-signed-routes.js';
import { catalogueCodeOf, type ProductApiErrorAnswer } from './product-api-error-codes.js';

/**
 * The Bearer token, or a function that returns the current one (called before every request, so
 * a token that changes with the user's session is always fresh). `undefined` sends none.
 *
 * @example
 * ```ts
 * const authToken: ProductApiAuthToken = () => session.getToken();
 * ```
 */
export type ProductApiAuthToken = string | (() => string | undefined | Promise<string | undefined>);

/**
 * Whether requests carry cookies, as `fetch`'s `credentials` option.
 *
 * @example
 * ```ts
 * createProductApiClient({ environmentId, credentials: 'include' });
 * ```
 */
export type ProductApiCredentials = 'include' | 'omit' | 'same-origin';

/** Sends one call of the product API (`API_ROUTES[name]`); resolves with its unchecked answer. */
export type PostApi<names extends ApiRouteName = ApiRouteName> = <name extends names>(
  name: name,
  body: ApiBody<name>,
  signal?: AbortSignal,
  headers?: Record<string, string>,
) => Promise<unknown>;

/** Longest server message kept in an error; an HTML error page would drown the rest. */
const MAX_ERROR_MESSAGE_LENGTH = 300;

/** Where and how {@link createPostApi}'s calls go. */
export interface PostApiParameters {
  baseUrl: string;
  environmentId: string | undefined;
  authToken: ProductApiAuthToken | undefined;
  credentials: ProductApiCredentials | undefined;
  fetch: typeof globalThis.fetch | undefined;
}

/**
 * Makes the function every call of a client sends through: JSON with the token and version
 * headers (a sign-in's body signed by the device key, see `DEVICE_SIGNED_ROUTES`); an aborted
 * `signal` rejects with its reason.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` ('Failed to get
 *   environment id', before any request); `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` for a
 *   non-2xx answer, with its status and the server's message (or the catalogue code its error
 *   code maps to, see `PRODUCT_API_ERROR_CATALOGUE`); `LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE`
 *   when the request itself fails.
 */
export function createPostApi(parameters: PostApiParameters): PostApi {
  const { baseUrl, environmentId, authToken, credentials } = parameters;
  return async (name, body, signal, extraHeaders) => {
    if (!environmentId) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING);
    const token = typeof authToken === 'function' ? await authToken() : authToken;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      [LATCHKEY_VERSION_HEADER]: LATCHKEY_SDK_VERSION,
      [LATCHKEY_API_VERSION_HEADER]: PRODUCT_API_VERSION,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, extraHeaders);
    const sent = JSON.stringify({ environmentId, ...body });
    if (DEVICE_SIGNED_ROUTES.has(name)) {
      // Loaded with the first sign-in: a page that never signs in never carries it.
      const { deviceHeader } = await import('../device/device-header.js');
      const device = await deviceHeader(sent).catch(() => undefined);
      if (device) headers[LATCHKEY_DEVICE_HEADER] = device;
    }
    // Resolved per call, so a fetch installed or stubbed after creation is used.
    const fetchFunction = parameters.fetch ?? globalThis.fetch;
    let status: number;
    let statusText: string;
    let text: string;
    try {
      const response = await fetchFunction(`${baseUrl}${API_ROUTES[name].path}`, {
        method: 'POST',
        headers,
        body: sent,
        ...(credentials ? { credentials } : {}),
        ...(signal ? { signal } : {}),
      });
      ({ status, statusText } = response);
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE, {
        context: { reason: cause instanceof Error ? cause.message : String(cause) },
        cause,
      });
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) throw refusal(status, json, text, statusText);
    return json;
  };
}

/** A non-2xx answer as the error its code maps to. */
function refusal(status: number, json: unknown, text: string, statusText: string): LatchkeyError {
  const failed = new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
    context: { status, message: errorMessage(json, text, statusText) },
    details: json ?? text,
  });
  const code = catalogueCodeOf((json as Partial<ProductApiErrorAnswer> | undefined)?.error?.code);
  return code === LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED
    ? failed
    : new LatchkeyError(code, { cause: failed });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's `{ error: { message } }` (or `{ message }`), else its text, else the status text. */
function errorMessage(json: unknown, text: string, statusText: string): string {
  const body = json as { error?: { message?: unknown } | string; message?: unknown } | undefined;
  const candidates = [
    typeof body?.error === 'object' ? body.error.message : body?.error,
    body?.message,
    json === undefined ? text.trim() : undefined,
    statusText,
  ];
  const message = candidates.find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
  return (message ?? 'Request failed').slice(0, MAX_ERROR_MESSAGE_LENGTH);
}
