// app/api/me/route.ts — who is signed in, checked on the server from the token alone.
import { getSessionFromNextRequest, SessionRefusedError } from '@latchkey/server/verify';

const options = {
  issuer: 'https://app.acme.example', // LATCHKEY_SESSION_ISSUER of your @latchkey/server
  audience: 'env_acme_production', // your environment id
  // The server mounted at /api/latchkey publishes its keys there too.
  jwksUrl: 'https://app.acme.example/api/latchkey/.well-known/jwks.json',
};

export async function GET(request: Request): Promise<Response> {
  try {
    // Authorization: Bearer <token>, else the httpOnly session cookie (cookie mode).
    const session = await getSessionFromNextRequest(request, options);
    const wallets = session.credentials.filter((credential) => credential.format === 'blockchain');
    return Response.json({ userId: session.userId, wallets: wallets.map((w) => w.address) });
  } catch (error) {
    if (error instanceof SessionRefusedError) {
      return Response.json({ error: error.message }, { status: 401 });
    }
    throw error; // SessionKeysUnavailableError: the keys could not be fetched (503)
  }
}
