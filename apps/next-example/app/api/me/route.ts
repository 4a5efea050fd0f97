import { getSessionFromNextRequest, SessionRefusedError } from '@latchkey/server/verify';
import { sessionVerifyOptions } from '../../../src/session-verify-options';

// Node.js: the verifier uses Node's own crypto there (it runs on the edge too).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * This app's own backend, protected: who is signed in, read from the access token alone (the
 * httpOnly session cookie, or `Authorization: Bearer`), verified with the keys the product server
 * publishes. 401 when nobody is.
 *
 * @example
 * ```ts
 * const me = await fetch('/api/me').then((response) => response.json());
 * ```
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const session = await getSessionFromNextRequest(
      request,
      await sessionVerifyOptions(new URL(request.url).origin),
    );
    return Response.json(
      {
        userId: session.userId,
        expiresAt: session.expiresAt.toISOString(),
        credentials: session.credentials.map((credential) =>
          credential.format === 'blockchain'
            ? { kind: credential.kind, address: credential.address }
            : credential.format === 'email'
              ? { kind: credential.kind, email: credential.email }
              : credential.format === 'passkey'
                ? { kind: credential.kind, credentialId: credential.credentialId }
                : { kind: credential.kind, issuer: credential.issuer, subject: credential.subject },
        ),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (error instanceof SessionRefusedError) {
      return Response.json(
        { error: { code: error.code, reason: error.reason } },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      );
    }
    throw error;
  }
}
