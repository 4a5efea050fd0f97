import { createSessionKeyStamper } from '../custody/api-key-stamp.js';
import type { SessionKey } from '../custody/session-key.js';
import { readOAuthLogin } from '../product-api/oauth-calls.js';
import { custodyClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, finishSignIn } from './finish-login.js';
import { heldLoginAnswer } from './held-login.js';

/**
 * A provider's answer on its way to the server: the code, the PKCE verifier that proves this
 * page asked for it, the redirect URI it was asked with, and the session key the token's nonce
 * names.
 */
export interface OAuthCodeReturn extends EmbeddedLoginParameters {
  readonly provider: string;
  readonly code: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
  readonly key: SessionKey;
}

/**
 * How an OpenID sign-in ends, by popup or redirect: the server exchanges the code and verifies
 * the ID token, finds or makes the user and has the custody provider log the browser's key in;
 * that key, held in memory only, authorizes a session key as an email code's credential does, the
 * wallets are read with it, and the wallet is connected (see `config`).
 *
 * @throws {LatchkeyError} what the server refuses (`OAUTH_*` in `details`), or what reading the
 * wallets or connecting throws.
 */
export async function finishOAuthSignIn(
  wallet: EmbeddedWalletHandle,
  returned: OAuthCodeReturn,
): Promise<EmbeddedWalletUser> {
  const { state } = wallet;
  const { key } = returned;
  const login = await state.productApi
    .oauthLogin({
      provider: returned.provider,
      publicKey: key.publicKey,
      code: returned.code,
      codeVerifier: returned.codeVerifier,
      redirectUri: returned.redirectUri,
    })
    .catch(async (refusal: unknown) =>
      readOAuthLogin(await heldLoginAnswer(wallet, returned.config, refusal)),
    );
  // The logged-in key is a sign-in credential, which can do more than sign: like an email code's
  // (kept in the auth frame), it stays in this page's memory, never in storage, and authorizes
  // the sign-only session key the wallet's connectors use.
  const client = custodyClient(state, createSessionKeyStamper(key));
  const user = await finishSignIn(wallet, client, login, client);
  await connectAfterLogin(wallet, user, returned.config, login.session);
  return user;
}
