import { LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { DeepLinkPage } from './deep-link-page.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { DeepLinkMethod, PendingDeepLinkRequest } from './deep-link-types.js';
import { stripRedirectParameters } from './redirect-parameters.js';
import type { SecretVault } from './secret-vault.js';

/**
 * What a deep-link session keeps across page loads and how it leaves for the wallet: stored
 * values (named when missing), sealed secrets, the pending request, and links to the wallet
 * carrying a redirect back to this page. The box cipher loads only when a request is sealed or an
 * answer opened: a host whose users never take the deep link does not ship it.
 */
export function createDeepLinkSession(parameters: {
  baseUrl: string;
  storage: LatchkeyStorage;
  vault: SecretVault;
  page: DeepLinkPage;
}) {
  const { baseUrl, storage, vault, page } = parameters;
  const naclBox = () => import('./nacl-box.js');

  const requireStored = async <T>(key: string, name: string): Promise<T> => {
    const value = await storage.getItem<T>(key);
    if (value === undefined || value === null || value === '') {
      throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE, {
        context: { name },
      });
    }
    return value;
  };

  const link = (method: DeepLinkMethod, query: Record<string, string>) => {
    const url = new URL(`${baseUrl}/${method}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };

  const leave = (url: string): Promise<never> => {
    page.navigate(url);
    // The page is unloading; the answer comes back as a redirect result.
    return new Promise<never>(() => undefined);
  };

  const session = {
    naclBox,
    requireStored,
    async requireSecret(key: string, name: string): Promise<Uint8Array> {
      const secret = await vault.open(key);
      if (!secret) {
        throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE, {
          context: { name },
        });
      }
      return secret;
    },
    /** This page without the wallet's answer: where the wallet sends the user back. */
    redirectLink: () => stripRedirectParameters(page.getUrl()),
    /** Leaves for the wallet's `method` with these query parameters. */
    open: (method: DeepLinkMethod, query: Record<string, string>) => leave(link(method, query)),
    /** Stores a pending request (what its answer will be held to) before leaving. */
    async remember(
      method: DeepLinkMethod,
      pending: Omit<PendingDeepLinkRequest, 'id' | 'method' | 'createdAt'> = {},
    ): Promise<void> {
      await storage.setItem(KEYS.pending, {
        id: crypto.randomUUID(),
        method,
        createdAt: Date.now(),
        ...pending,
      } satisfies PendingDeepLinkRequest);
    },
    /** Seals the payload to the wallet, stores the pending request, then leaves. */
    async request(
      method: Exclude<DeepLinkMethod, 'connect'>,
      payload: Record<string, unknown>,
      pending: Omit<PendingDeepLinkRequest, 'id' | 'method' | 'createdAt'> = {},
    ): Promise<never> {
      const sessionId = await requireStored<string>(KEYS.session, 'session');
      const sharedSecret = await session.requireSecret(KEYS.sharedSecret, 'sharedSecret');
      const dappPublicKey = await requireStored<string>(KEYS.dappPublicKey, 'dappPublicKey');
      const { sealJson, base58 } = await naclBox();
      const { nonce, box } = sealJson(sharedSecret, { ...payload, session: sessionId });
      await session.remember(method, pending);
      return session.open(method, {
        dapp_encryption_public_key: dappPublicKey,
        nonce: base58.encode(nonce),
        redirect_link: session.redirectLink(),
        payload: base58.encode(box),
      });
    },
    /** Forgets everything the session stored. */
    async clear(): Promise<void> {
      await Promise.all(Object.values(KEYS).map((key) => storage.removeItem(key)));
    },
  };
  return session;
}

/** A deep-link session: see {@link createDeepLinkSession}. */
export type DeepLinkSession = ReturnType<typeof createDeepLinkSession>;
