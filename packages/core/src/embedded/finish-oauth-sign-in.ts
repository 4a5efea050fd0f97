import { createSessionKeyStamper } from '../custody/api-key-stamp.js';
import { SESSION_KEY_STORAGE_KEY } from '../custody/create-custody-session.js';
import type { SessionKey } from '../custody/session-key.js';
import { custodyClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, finishSignIn } from './finish-login.js';
import { keyStorage } from './key-storage.js';

/**
 * A provider's answer on its way to the server: the code, the PKCE verifier that proves this
 * page asked for it, the redirect URI it was asked with, and the session key the token's nonce
 * names.
 *
 * @example
 * ```ts
 * const returned: OAuthCodeReturn = { provider: 'google', code, codeVerifier, redirectUri, key };
 * ```
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
 * the ID token, finds or makes the user and has the custody provider log the session key in;
 * the key becomes the user's custody session (kept in IndexedDB like any session key), the
 * wallets are read with it, and the wallet is connected (see `config`).
 *
 * @throws {LatchkeyError} what the server refuses (`OAUTH_*` in `details`), or what reading the
 * wallets or connecting throws.
 * @example
 * ```ts
 * const user = await finishOAuthSignIn(wallet, { provider: 'google', code, codeVerifier, redirectUri, key });
 * ```
 */
export async function finishOAuthSignIn(
  wallet: EmbeddedWalletHandle,
  returned: OAuthCodeReturn,
): Promise<EmbeddedWalletUser> {
  const { state } = wallet;
  const { key } = returned;
  const login = await state.productApi.oauthLogin({
    provider: returned.provider,
    publicKey: key.publicKey,
    code: returned.code,
    codeVerifier: returned.codeVerifier,
    redirectUri: returned.redirectUri,
  });
  // The logged-in key is the session: the session manager restores it from here.
  await keyStorage(state).setItem(SESSION_KEY_STORAGE_KEY, key);
  const client = custodyClient(state, createSessionKeyStamper(key));
  state.credentialClient = client;
  const user = await finishSignIn(wallet, client, login);
  await connectAfterLogin(wallet, user, returned.config, login.session);
  return user;
}
