import { OAUTH_ERRORS } from './oauth-errors.js';

/** How long a request to an OpenID provider may take by default: 5 s, half a request's deadline. */
export const OAUTH_FETCH_TIMEOUT_MS = 5000;

/** The largest answer read from a provider (discovery, keys, token endpoint): 256 KiB. */
export const OAUTH_MAX_ANSWER_BYTES = 256 * 1024;

/**
 * One request to an OpenID provider, bounded in time and size: the answer's status and its
 * bytes, no more than {@link OAUTH_MAX_ANSWER_BYTES}. Redirects are not followed (a provider's
 * endpoints answer where discovery says).
 *
 * @throws {ServerError} 503 `OAUTH_PROVIDER_UNAVAILABLE` when the provider cannot be reached, is
 * too slow, or answers too much.
 */
export async function fetchProvider(
  url: string | URL,
  options: { timeoutMs: number; init?: RequestInit | undefined; signal?: AbortSignal | undefined },
): Promise<{ status: number; bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const signals = [AbortSignal.timeout(options.timeoutMs)];
  if (options.signal) signals.push(options.signal);
  if (options.init?.signal) signals.push(options.init.signal);
  const signal = AbortSignal.any(signals);
  try {
    const response = await fetch(url, { ...options.init, redirect: 'manual', signal });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > OAUTH_MAX_ANSWER_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`answer of ${declared} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > OAUTH_MAX_ANSWER_BYTES) {
          await reader.cancel().catch(() => undefined);
          throw new Error(`answer over ${OAUTH_MAX_ANSWER_BYTES} bytes`);
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return { status: response.status, bytes, type: response.headers.get('content-type') ?? '' };
  } catch (error) {
    throw OAUTH_ERRORS.providerUnavailable({ url: String(url), error });
  }
}

/** A provider's answer as JSON, or `undefined` when it is not a JSON object. */
export function parseProviderJson(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
