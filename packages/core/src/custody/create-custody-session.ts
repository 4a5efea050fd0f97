import { LATCHKEY_ERROR__CUSTODY__SESSION_FAILED } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import { stampWithSessionKey } from './api-key-stamp.js';
import type { CustodyStamper } from './custody-stamper.js';
import { isSessionKeyRejected } from './is-session-key-rejected.js';
import { generateSessionKey, isSessionKey, type SessionKey } from './session-key.js';

/** Where the session key is kept, under the storage's `latchkey:` prefix. */
export const SESSION_KEY_STORAGE_KEY = 'custody:sessionKey';

/** Default session length: 900 s, the provider's own default for session API keys. */
export const DEFAULT_SESSION_TTL_SECONDS = 900;

// A key this close to its end is not restored: a call made with it could expire in flight.
const EXPIRY_MARGIN_MS = 30_000;

/**
 * Parameters of {@link createCustodySession}.
 *
 * @example
 * ```ts
 * const parameters: CreateCustodySessionParameters = {
 *   authorize: (publicKey, expirationSeconds) => passkeyClient.submit('create_api_keys', …),
 * };
 * ```
 */
export interface CreateCustodySessionParameters {
  /**
   * Registers a new session public key (compressed P-256 hex) with the provider as an API key
   * of the user, valid for `expirationSeconds` — stamped by the user's passkey, an email
   * credential or a frame.
   */
  authorize(publicKey: string, expirationSeconds: number): Promise<void>;
  /** Must hold `CryptoKey`s: IndexedDB by default (memory where there is none). */
  storage?: LatchkeyStorage | undefined;
  /** Default {@link DEFAULT_SESSION_TTL_SECONDS}. */
  ttlSeconds?: number;
  /** Told when the session starts and stops loading (making or restoring a key). */
  onLoadingChange?: (loading: boolean) => void;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * A custody session: the key that stamps the user's calls between logins.
 *
 * @example
 * ```ts
 * const signature = await session.run((stamper) => signRawPayload(client.withStamper(stamper), …));
 * ```
 */
export interface CustodySession {
  /** A stamper over the current key: restored when unexpired, else a new one is made. */
  getStamper(options?: { ignoreRestore?: boolean }): Promise<CustodyStamper>;
  /**
   * Runs a call with the session's stamper. When the provider refuses the key ('expired api key'
   * or 'could not find public key', code 16) it drops the key, makes a new session without
   * restoring, and runs the call again — exactly once.
   */
  run<T>(call: (stamper: CustodyStamper) => Promise<T>): Promise<T>;
  /** The current key's public half and expiry, when there is one. */
  current(): Pick<SessionKey, 'publicKey' | 'expirationDate'> | undefined;
  isLoading(): boolean;
  /**
   * Ends the session: the key is removed from storage and memory. With `revoke`, the key (while
   * still valid) is first handed to it — its stamper and public key — to revoke at the provider;
   * the key is removed whatever `revoke` does.
   */
  end(revoke?: (stamper: CustodyStamper, publicKey: string) => Promise<void>): Promise<void>;
}

/**
 * Creates the custody session manager. Its key is a non-extractable WebCrypto P-256 key kept in
 * IndexedDB with its expiration date, so a reload restores it while it is valid; the private key
 * is never readable, and nothing of it goes to Web Storage.
 *
 * @throws {CustodyError} `LATCHKEY_ERROR__CUSTODY__SESSION_FAILED` ('Failed to create or restore
 * session') from `getStamper`/`run` when no key can be restored or made; the keys are removed.
 * @example
 * ```ts
 * const session = createCustodySession({
 *   authorize: (publicKey, expirationSeconds) =>
 *     createApiKeys(passkeyClient, { organizationId, userId, publicKey, expirationSeconds }),
 * });
 * const signed = await session.run((stamper) =>
 *   signSolanaTransaction(client.withStamper(stamper), { organizationId, signWith, transaction }),
 * );
 * ```
 */
export function createCustodySession(parameters: CreateCustodySessionParameters): CustodySession {
  const storage = parameters.storage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
  const ttlSeconds = parameters.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
  const now = parameters.now ?? Date.now;
  let key: SessionKey | undefined;
  let loading = false;
  let pending: Promise<SessionKey> | undefined;

  const setLoading = (next: boolean) => {
    if (loading === next) return;
    loading = next;
    parameters.onLoadingChange?.(next);
  };

  const drop = async () => {
    key = undefined;
    await storage.removeItem(SESSION_KEY_STORAGE_KEY).catch(() => undefined);
  };

  const valid = (candidate: SessionKey) => candidate.expirationDate - EXPIRY_MARGIN_MS > now();

  const obtain = async (ignoreRestore: boolean): Promise<SessionKey> => {
    if (!ignoreRestore) {
      if (key && valid(key)) return key;
      const stored = await storage.getItem(SESSION_KEY_STORAGE_KEY).catch(() => undefined);
      if (isSessionKey(stored) && valid(stored)) {
        key = stored;
        return stored;
      }
    }
    await drop();
    const fresh = await generateSessionKey(ttlSeconds, now());
    await parameters.authorize(fresh.publicKey, ttlSeconds);
    await storage.setItem(SESSION_KEY_STORAGE_KEY, fresh);
    // Storage that cannot hold a CryptoKey (Web Storage) keeps nothing: the key lives in memory
    // for this page only, and no husk of it is left behind.
    if (!isSessionKey(await storage.getItem(SESSION_KEY_STORAGE_KEY))) {
      await storage.removeItem(SESSION_KEY_STORAGE_KEY);
    }
    key = fresh;
    return fresh;
  };

  const ensure = (ignoreRestore = false): Promise<SessionKey> => {
    pending ??= (async () => {
      setLoading(true);
      try {
        return await obtain(ignoreRestore);
      } catch (cause) {
        await drop();
        throw new CustodyError(LATCHKEY_ERROR__CUSTODY__SESSION_FAILED, { cause });
      } finally {
        setLoading(false);
        pending = undefined;
      }
    })();
    return pending;
  };

  const stamperOf = (sessionKey: SessionKey): CustodyStamper => ({
    stamp: (body) => stampWithSessionKey(sessionKey, body),
  });

  return {
    getStamper: async (options = {}) => stamperOf(await ensure(options.ignoreRestore ?? false)),
    async run(call) {
      try {
        return await call(stamperOf(await ensure()));
      } catch (error) {
        if (!isSessionKeyRejected(error)) throw error;
        await drop();
        return call(stamperOf(await ensure(true)));
      }
    },
    current: () =>
      key ? { publicKey: key.publicKey, expirationDate: key.expirationDate } : undefined,
    isLoading: () => loading,
    async end(revoke) {
      const stored = key ?? (await storage.getItem(SESSION_KEY_STORAGE_KEY).catch(() => undefined));
      try {
        if (revoke && isSessionKey(stored) && valid(stored)) {
          await revoke(stamperOf(stored), stored.publicKey);
        }
      } finally {
        await drop();
      }
    },
  };
}
