import { ApiKeyStamper } from '@turnkey/api-key-stamper';

/**
 * For tests: POSTs a body to the custody server stamped with an API key (`X-Stamp`), as a host's
 * backend or a session key does, and reads the JSON answer.
 */
export async function stampedPost(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
  key: { publicKey: string; privateKey: string },
) {
  const text = JSON.stringify(body);
  const stamp = await new ApiKeyStamper({
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
  }).stamp(text);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [stamp.stampHeaderName]: stamp.stampHeaderValue,
    },
    body: text,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the provider's JSON as it comes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
