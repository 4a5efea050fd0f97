import { base64 } from '@scure/base';
import type { VerifiedCredential } from '../embedded/verified-credential.js';
import {
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { LATCHKEY_SDK_VERSION } from '../version.js';
import type { PasskeyRegistration } from '../webauthn/create-passkey.js';
import {
  DEFAULT_PRODUCT_API_BASE_URL,
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_VERSION_HEADER,
  PRODUCT_API_VERSION,
} from './product-api-endpoint.js';

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

/**
 * Parameters of {@link createProductApiClient}.
 *
 * @example
 * ```ts
 * const parameters: CreateProductApiClientParameters = { environmentId: 'env_123' };
 * ```
 */
export interface CreateProductApiClientParameters {
  /** Versioned base URL. Default {@link DEFAULT_PRODUCT_API_BASE_URL}. */
  baseUrl?: string | undefined;
  /** The host app's environment. Required to make a call; checked at call time. */
  environmentId: string | undefined;
  /** Sent as `Authorization: Bearer <token>` when present. */
  authToken?: ProductApiAuthToken | undefined;
  /** `fetch`'s credentials mode. Default: `'include'` with `cookieStorage`, else fetch's own. */
  credentials?: ProductApiCredentials | undefined;
  /** The session lives in cookies: send them (`credentials: 'include'`). */
  cookieStorage?: boolean | undefined;
  /** Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Parameters of {@link ProductApiClient.optimizeTransaction}.
 *
 * @example
 * ```ts
 * const parameters: OptimizeTransactionParameters = { address, transaction: bytes };
 * ```
 */
export interface OptimizeTransactionParameters {
  /** The sender, a required signer of `transaction`. */
  address: string;
  /** The unsigned wire transaction. */
  transaction: Uint8Array;
  signal?: AbortSignal | undefined;
}

/**
 * Parameters of {@link ProductApiClient.signSponsoredTransaction}.
 *
 * @example
 * ```ts
 * const parameters: SignSponsoredTransactionParameters = { address, transaction: walletSigned };
 * ```
 */
export interface SignSponsoredTransactionParameters {
  /** The sender, whose signature must be in `transaction`. */
  address: string;
  /** What `optimizeTransaction` answered, signed by the sender (the fee payer's slot empty). */
  transaction: Uint8Array;
  signal?: AbortSignal | undefined;
}

/**
 * A client of the product API.
 *
 * @example
 * ```ts
 * const client: ProductApiClient = createProductApiClient({ environmentId });
 * ```
 */
export interface ProductApiClient {
  /** The base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * Step one of a sponsored send: asks the product API to pay for an unsigned transaction.
   * Returns the same transaction with the sponsor's fee payer put in front and every signature
   * slot empty — its own too: the sponsor signs only after the sender ({@link
   * ProductApiClient.signSponsoredTransaction}).
   */
  optimizeTransaction(parameters: OptimizeTransactionParameters): Promise<Uint8Array>;
  /**
   * Step two: hands the sponsor the transaction the sender signed; returns it with the fee
   * payer's signature added, ready to send. The sponsor charges its quotas only here, and only
   * for a transaction the sender's signature proves the sender asked for.
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` with the server's status
   *   and code in `details` (400 `SIGNATURE_INVALID` or a policy refusal, 429 `QUOTA_EXCEEDED`);
   *   `LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE`; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
   * @example
   * ```ts
   * const ready = await productApi.signSponsoredTransaction({ address, transaction: walletSigned });
   * ```
   */
  signSponsoredTransaction(parameters: SignSponsoredTransactionParameters): Promise<Uint8Array>;
  /**
   * Signs a user up for an embedded wallet: the product's backend makes their custody
   * sub-organization (with their passkey, when given) and a wallet, and answers its credentials.
   */
  createEmbeddedUser(user: EmbeddedUserRequest): Promise<EmbeddedUser>;
  /** Emails the user a one-time code (signing a new email up first). */
  startEmailLogin(parameters: { email: string }): Promise<EmailLoginChallenge>;
  /**
   * Trades the code for a credential sealed to the auth frame's key.
   *
   * @throws {LatchkeyError} 'The code is invalid or expired.'
   */
  verifyEmailLogin(
    parameters: EmailLoginChallenge & { code: string; targetPublicKey: string },
  ): Promise<{ organizationId: string; userId: string; credentialBundle: string }>;
  /**
   * Has the product's backend start email recovery: when a user has proven this email, the
   * custody provider emails them a recovery code (a credential bundle sealed to
   * `targetPublicKey`, the recovery frame's uncompressed P-256 key, good for 900 s). The answer
   * is the same whether or not the email has an account: the parent organization, where the
   * frame asks `whoami` once the code is in.
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` (400 for a malformed
   * email or key, 429 past a limit); `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for an
   * answer without an organization.
   * @example
   * ```ts
   * const { organizationId } = await productApi.startEmailRecovery({ email, targetPublicKey });
   * ```
   */
  startEmailRecovery(parameters: {
    email: string;
    targetPublicKey: string;
  }): Promise<{ organizationId: string }>;
}

/**
 * A pending email login: the code's id, and the organization the server answered with (the
 * parent organization: the user's own is told only once the code proves the email).
 *
 * @example
 * ```ts
 * const challenge: EmailLoginChallenge = await productApi.startEmailLogin({ email });
 * ```
 */
export interface EmailLoginChallenge {
  readonly otpId: string;
  readonly organizationId: string;
}

/**
 * Who signs up for an embedded wallet: an email or a passkey identifier, and their new passkey.
 *
 * @example
 * ```ts
 * const request: EmbeddedUserRequest = { email, passkey: await createPasskey({ rpName, email }) };
 * ```
 */
export interface EmbeddedUserRequest {
  email?: string;
  passkeyIdentifier?: string;
  passkey?: PasskeyRegistration;
}

/**
 * A signed-up embedded-wallet user: their custody sub-organization and user, and their wallets.
 *
 * @example
 * ```ts
 * const { organizationId, verifiedCredentials }: EmbeddedUser = await client.createEmbeddedUser(request);
 * ```
 */
export interface EmbeddedUser {
  readonly organizationId: string;
  readonly userId: string;
  readonly verifiedCredentials: readonly VerifiedCredential[];
}

/** Longest server message kept in an error; an HTML error page would drown the rest. */
const MAX_ERROR_MESSAGE_LENGTH = 300;

/**
 * Creates a product API client (`POST {baseUrl}/solana/optimizeTransaction`, then
 * `/solana/signSponsoredTransaction`, for gas sponsorship). Requests send JSON with the Bearer token when present and the SDK and API
 * version headers; an aborted `signal` rejects with its reason.
 *
 * @throws {LatchkeyError} from `optimizeTransaction`:
 *   `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` ('Failed to get environment id', before any
 *   request); `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` for a non-2xx answer, with its status
 *   and the server's message; `LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE` when the request itself
 *   fails; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` when the answer holds no valid
 *   transaction.
 * @example
 * ```ts
 * const client = createProductApiClient({
 *   baseUrl: 'http://127.0.0.1:8820/api/v0', // the sandbox; omit for production
 *   environmentId: 'demo',
 *   authToken: 'demo-token',
 * });
 * const sponsored = await client.optimizeTransaction({ address, transaction: bytes });
 * ```
 */
export function createProductApiClient(
  parameters: CreateProductApiClientParameters,
): ProductApiClient {
  const baseUrl = (parameters.baseUrl || DEFAULT_PRODUCT_API_BASE_URL).replace(/\/+$/, '');
  const { environmentId, authToken } = parameters;
  const credentials = parameters.credentials ?? (parameters.cookieStorage ? 'include' : undefined);

  /** POSTs JSON with the token and version headers; returns the parsed answer or throws. */
  const post = async (path: string, payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    if (!environmentId) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING);
    const token = typeof authToken === 'function' ? await authToken() : authToken;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      [LATCHKEY_VERSION_HEADER]: LATCHKEY_SDK_VERSION,
      [LATCHKEY_API_VERSION_HEADER]: PRODUCT_API_VERSION,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    // Resolved per call, so a fetch installed or stubbed after creation is used.
    const fetchFunction = parameters.fetch ?? globalThis.fetch;
    let status: number;
    let statusText: string;
    let text: string;
    try {
      const response = await fetchFunction(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ environmentId, ...(payload as object) }),
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
    if (status < 200 || status > 299) {
      throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
        context: { status, message: errorMessage(json, text, statusText) },
        details: json ?? text,
      });
    }
    return json;
  };

  return Object.freeze({
    baseUrl,
    async optimizeTransaction({ address, transaction, signal }: OptimizeTransactionParameters) {
      const json = await post(
        '/solana/optimizeTransaction',
        {
          solanaTransactionOptimizationRequest: {
            address,
            transaction: base64.encode(transaction),
          },
        },
        signal,
      );
      return readTransaction(json);
    },
    async signSponsoredTransaction({
      address,
      transaction,
      signal,
    }: SignSponsoredTransactionParameters) {
      const json = await post(
        '/solana/signSponsoredTransaction',
        { address, transaction: base64.encode(transaction) },
        signal,
      );
      return readTransaction(json);
    },
    async createEmbeddedUser(user: EmbeddedUserRequest): Promise<EmbeddedUser> {
      const json = (await post('/embedded/users', user)) as Partial<EmbeddedUser> | undefined;
      if (
        typeof json?.organizationId !== 'string' ||
        typeof json.userId !== 'string' ||
        !Array.isArray(json.verifiedCredentials)
      ) {
        throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
      }
      return json as EmbeddedUser;
    },
    async startEmailLogin({ email }: { email: string }) {
      const json = (await post('/embedded/email-login', { email })) as Partial<EmailLoginChallenge>;
      if (typeof json?.otpId !== 'string' || typeof json.organizationId !== 'string') {
        throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
      }
      return { otpId: json.otpId, organizationId: json.organizationId };
    },
    async verifyEmailLogin(
      verify: EmailLoginChallenge & { code: string; targetPublicKey: string },
    ) {
      let json: { organizationId?: unknown; userId?: unknown; credentialBundle?: unknown };
      try {
        json = (await post('/embedded/email-login/verify', verify)) as typeof json;
      } catch (error) {
        const details = (error as LatchkeyError).details as
          | { error?: { code?: string } }
          | undefined;
        if (details?.error?.code === 'CODE_INVALID_OR_EXPIRED') {
          throw new LatchkeyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED, {
            cause: error,
          });
        }
        throw error;
      }
      if (
        typeof json?.credentialBundle !== 'string' ||
        typeof json.userId !== 'string' ||
        typeof json.organizationId !== 'string'
      ) {
        throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
      }
      return {
        // The user's own organization is known only once the code proved the email.
        organizationId: json.organizationId,
        userId: json.userId,
        credentialBundle: json.credentialBundle,
      };
    },
    async startEmailRecovery({
      email,
      targetPublicKey,
    }: {
      email: string;
      targetPublicKey: string;
    }) {
      const json = (await post('/embedded/email-recovery', { email, targetPublicKey })) as
        | { organizationId?: unknown }
        | undefined;
      if (typeof json?.organizationId !== 'string' || json.organizationId === '') {
        throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
      }
      return { organizationId: json.organizationId };
    },
  });
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

async function readTransaction(json: unknown): Promise<Uint8Array> {
  const transaction = (json as { transaction?: unknown } | undefined)?.transaction;
  try {
    if (typeof transaction !== 'string') throw new Error('no transaction in the response');
    const bytes = base64.decode(transaction);
    // The transaction decoder loads with the first sponsored transaction, not with the page.
    const { decodeTransaction } = await import('../transactions/decode-transaction.js');
    decodeTransaction(bytes);
    return bytes;
  } catch (cause) {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, {
      cause,
      details: json,
    });
  }
}
