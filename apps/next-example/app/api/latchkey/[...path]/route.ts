import { getLatchkeyServer } from '../../../../src/get-latchkey-server';

/**
 * Hands every request under `/api/latchkey` to `@latchkey/server`'s Web-standard handler: embedded
 * sign-up and email login, fee sponsorship, `GET /api/latchkey/health`.
 *
 * Next gives a route handler no socket address, so the server's per-address limits read the
 * client from `X-Forwarded-For` as `LATCHKEY_TRUST_PROXY` says (`1`: the address the proxy in
 * front wrote, or Next's own server when no proxy did); without it the server does not start.
 *
 * @example
 * ```ts
 * const response = await POST(new Request('http://localhost:3000/api/latchkey/embedded/email-login', init));
 * ```
 */
async function handle(request: Request): Promise<Response> {
  return (await getLatchkeyServer()).fetch(request);
}

export { handle as GET, handle as OPTIONS, handle as POST };
