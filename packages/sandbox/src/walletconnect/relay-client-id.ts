/**
 * The client id a WalletConnect client dials the relay with: the `iss` (a `did:key:`) of the JWT
 * in its `auth` query parameter. A local relay takes any key, so the JWT's signature is not
 * checked (the real relay checks it); a missing or unreadable JWT is refused.
 */
export function readRelayClientId(requestUrl: string): string | undefined {
  const auth = new URL(requestUrl, 'http://relay').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const issuer = (claims as { iss?: unknown } | null)?.iss;
    return typeof issuer === 'string' && issuer.startsWith('did:key:') && issuer.length < 200
      ? issuer
      : undefined;
  } catch {
    return undefined;
  }
}
