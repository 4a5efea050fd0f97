import { type Address, getAddressEncoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { authorizeMwaSession } from './authorize-mwa-session.js';
import { type MwaAuthorization, readMwaAuthorization } from './mwa-authorization-cache.js';
import { MWA_AUTHORIZATION_KEY, MWA_WALLET_NAME } from './mwa-names.js';
import { MwaSessionError } from './mwa-session-error.js';
import { mwaSignInFeature } from './mwa-sign-in-feature.js';
import { type MwaTransact, mwaSigningFeatures } from './mwa-signing-features.js';
import { MWA_WALLET_ICON } from './mwa-wallet-icon.js';
import type { MwaSession } from './open-mwa-session.js';
import { startLocalMwaSession } from './start-local-mwa-session.js';
import { toMwaError } from './to-mwa-error.js';

/** How long the user has to approve in the wallet app before a request fails. */
export const MWA_REQUEST_TIMEOUT_MS = 120_000;

/** Parameters of {@link createMwaWallet}. */
export interface CreateMwaWalletParameters {
  /** The app identity the wallet shows: its name (the config's `appName`). */
  appName?: string;
  /** The app's URI the wallet shows and may verify. Default: this page's origin. */
  appUri?: string;
  /** The authorization is cached here, under `latchkey:mwa:`. */
  storage: LatchkeyStorage;
  /** The chains to offer (the config's networks' chain ids). */
  chains: readonly `solana:${string}`[];
  /** The chain to authorize for (the selected network's). */
  getChain(): `solana:${string}`;
  /** Opens a session with a wallet app. Default: {@link startLocalMwaSession}. */
  startSession?: (walletUriBase?: string) => Promise<MwaSession>;
  /** Default {@link MWA_REQUEST_TIMEOUT_MS}. */
  requestTimeoutMs?: number;
  /**
   * A wallet app on another device: the session connect opens (one QR code scanned) is kept
   * for every request until disconnect, and a reload does not reconnect silently. Default false.
   */
  keepSession?: boolean;
  /** The wallet's name. Default {@link MWA_WALLET_NAME}. */
  name?: string;
  /** Where the authorization is cached (under `latchkey:`). Default {@link MWA_AUTHORIZATION_KEY}. */
  authorizationKey?: string;
}

/**
 * Solana Mobile's Mobile Wallet Adapter as a Wallet Standard wallet: each request opens a session
 * with a wallet app on the device, authorizes (with the cached token, so no second approval),
 * asks, and closes. A silent connect reads the cached authorization alone, so a reload reconnects
 * without opening the app; disconnect deauthorizes at the wallet. What comes back is verified:
 * message signatures against the account, signed transactions against the request.
 */
export function createMwaWallet(parameters: CreateMwaWalletParameters): Wallet {
  const { storage, keepSession } = parameters;
  const key = parameters.authorizationKey ?? MWA_AUTHORIZATION_KEY;
  let kept: MwaSession | undefined;
  const timeout = parameters.requestTimeoutMs ?? MWA_REQUEST_TIMEOUT_MS;
  const start =
    parameters.startSession ??
    ((base) => startLocalMwaSession(base ? { walletUriBase: base } : {}));
  const listeners = new Set<(change: { accounts: readonly WalletAccount[] }) => void>();
  let accounts: readonly WalletAccount[] = [];
  const identity = () => ({
    name: parameters.appName,
    uri: parameters.appUri ?? globalThis.location?.origin,
  });
  const toAccount = (address: string, label?: string): WalletAccount =>
    Object.freeze({
      address,
      publicKey: new Uint8Array(getAddressEncoder().encode(address as Address)),
      chains: parameters.chains,
      features: [
        'solana:signIn',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ],
      ...(label ? { label } : {}),
    }) as WalletAccount;
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next;
    for (const listener of [...listeners]) listener({ accounts });
  };

  /** The session a request goes over: a fresh one, or (remote) the one connect opened. */
  const open = async (method: string, base: string | undefined) => {
    if (!keepSession) return start(base);
    if (kept?.isOpen()) return kept;
    if (method !== 'connect' && method !== 'signIn')
      throw new MwaSessionError('closed', "the phone's wallet session has ended; connect again");
    const session = await start(base);
    kept = session;
    // The phone went away: the wallet is no longer connected.
    void session.ended.then(() => {
      if (kept !== session) return;
      kept = undefined;
      setAccounts([]);
    });
    return session;
  };
  /** Opens a session, authorizes in it (reusing the token), runs `ask`, closes (unless kept). */
  const transact: MwaTransact = async (method, ask, signInPayload) => {
    const cached = await readMwaAuthorization(storage, key);
    let session: MwaSession | undefined;
    let failed = false;
    try {
      session = await open(method, cached?.walletUriBase);
      const { authorization, signInResult } = await authorize(session, cached, signInPayload);
      return await ask(session, authorization, signInResult);
    } catch (error) {
      failed = true;
      throw toMwaError(error, method, parameters.getChain());
    } finally {
      // A kept session stays open, unless connecting through it failed: then the phone is let go.
      const connecting = method === 'connect' || method === 'signIn';
      if (!keepSession || (failed && connecting)) session?.close();
      if (keepSession && failed && connecting && kept === session) {
        kept = undefined;
        setAccounts([]);
      }
    }
  };
  const authorize = async (
    session: MwaSession,
    cached: MwaAuthorization | undefined,
    signInPayload: object | undefined,
  ) => {
    const { authorization, signInResult } = await authorizeMwaSession(session, {
      identity: identity(),
      chain: parameters.getChain(),
      cached,
      signInPayload,
      storage,
      key,
      timeout,
    });
    const addresses = authorization.accounts.map((account) => account.address);
    if (addresses.join() !== accounts.map((account) => account.address).join())
      setAccounts(authorization.accounts.map((a) => toAccount(a.address, a.label)));
    return { authorization, signInResult };
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? MWA_WALLET_NAME,
    icon: MWA_WALLET_ICON,
    chains: parameters.chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const cached = await readMwaAuthorization(storage, key);
          if (input?.silent) {
            // A reload: the wallet app granted these before; it is asked again on the next request.
            // A phone's session does not outlive the page: it needs its QR code again.
            if (cached && !keepSession)
              setAccounts(cached.accounts.map((a) => toAccount(a.address, a.label)));
            return { accounts };
          }
          await transact('connect', async () => undefined);
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          const cached = await readMwaAuthorization(storage, key);
          await storage.removeItem(key);
          setAccounts([]);
          const session = keepSession ? kept : undefined;
          kept = undefined;
          if (!cached || (keepSession && !session?.isOpen())) {
            session?.close();
            return;
          }
          let opened: MwaSession | undefined = session;
          try {
            opened ??= await start(cached.walletUriBase);
            await opened.request('deauthorize', { auth_token: cached.authToken }, timeout);
          } catch (error) {
            throw toMwaError(error, 'disconnect');
          } finally {
            opened?.close();
          }
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (change: { accounts: readonly WalletAccount[] }) => void) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      ...mwaSigningFeatures(transact, timeout),
      ...mwaSignInFeature(transact, timeout, () => accounts),
    },
  };
  return wallet;
}
