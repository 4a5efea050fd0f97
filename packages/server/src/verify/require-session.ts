import { sessionErrorAnswer } from './session-error-answer.js';
import {
  type VerifiedSession,
  type VerifySessionOptions,
  verifySession,
} from './verify-session.js';

/**
 * What {@link requireSession} reads of Node's `IncomingMessage`: its headers.
 *
 * @example
 * ```ts
 * const request: NodeRequestLike = { headers: { authorization: `Bearer ${token}` } };
 * ```
 */
export interface NodeRequestLike {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * What {@link requireSession} writes of Node's `ServerResponse`: a status, headers and a body.
 *
 * @example
 * ```ts
 * const response: NodeResponseLike = serverResponse;
 * ```
 */
export interface NodeResponseLike {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string): unknown;
}

/**
 * For a `node:http` handler: the request's verified session, or, when `verifySession` refuses
 * it, the 401 (or 503) JSON `{ error: { code, message } }` answered on `response` and
 * `undefined`. Any other error is thrown.
 *
 * @example
 * ```ts
 * createServer(async (req, res) => {
 *   const session = await requireSession(req, res, { issuer: 'https://auth.acme.com', audience: 'acme' });
 *   if (!session) return;
 *   res.end(JSON.stringify({ userId: session.userId }));
 * });
 * ```
 */
export async function requireSession(
  request: NodeRequestLike,
  response: NodeResponseLike,
  options: VerifySessionOptions,
): Promise<VerifiedSession | undefined> {
  try {
    return await verifySession(request, options);
  } catch (error) {
    const answer = sessionErrorAnswer(error);
    if (!answer) throw error;
    response.writeHead(answer.status, {
      'Content-Type': 'application/json',
      ...answer.headers,
    });
    response.end(JSON.stringify(answer.body));
    return undefined;
  }
}
