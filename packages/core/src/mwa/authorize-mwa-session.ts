import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { MwaAuthorization } from './mwa-authorization-cache.js';
import { readAuthorizeAnswer } from './mwa-wallet-answers.js';
import type { MwaSession } from './open-mwa-session.js';

// The wallet's JSON-RPC code for a token it no longer honours (ERROR_AUTHORIZATION_FAILED).
const AUTHORIZATION_FAILED = -1;

/**
 * Authorizes an MWA session: with the cached token when there is one (no new approval), else
 * (or when the wallet no longer honours it) a fresh authorization in the same session; a
 * Sign-In With Solana request rides along when given. The answer is read defensively and the
 * authorization cached under `key`.
 *
 * @throws {MwaSessionError} the wallet's refusal, or a malformed answer (`Error`).
 */
export async function authorizeMwaSession(
  session: MwaSession,
  parameters: {
    identity: { name?: string | undefined; uri?: string | undefined };
    chain: string;
    cached?: MwaAuthorization | undefined;
    signInPayload?: object | undefined;
    storage: LatchkeyStorage;
    key: string;
    timeout: number;
  },
): Promise<{ authorization: MwaAuthorization; signInResult: unknown }> {
  const { identity, chain, cached, signInPayload, storage, key, timeout } = parameters;
  const ask = (token?: string) =>
    session.request(
      'authorize',
      {
        identity,
        chain,
        ...(token ? { auth_token: token } : {}),
        ...(signInPayload ? { sign_in_payload: signInPayload } : {}),
      },
      timeout,
    );
  let result: unknown;
  try {
    result = await ask(cached?.authToken);
  } catch (error) {
    if (!cached || (error as { code?: number }).code !== AUTHORIZATION_FAILED) throw error;
    await storage.removeItem(key);
    result = await ask();
  }
  const authorization: MwaAuthorization = { ...readAuthorizeAnswer(result), chain };
  await storage.setItem(key, authorization);
  return { authorization, signInResult: (result as { sign_in_result?: unknown }).sign_in_result };
}
