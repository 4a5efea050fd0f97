import { type Address, getAddressEncoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import {
  MWA_AUTHORIZATION_KEY,
  type MwaAuthorization,
  readMwaAuthorization,
} from './mwa-authorization-cache.js';
import { mwaSignInFeature } from './mwa-sign-in-feature.js';
import { type MwaTransact, mwaSigningFeatures } from './mwa-signing-features.js';
import { readAuthorizeAnswer } from './mwa-wallet-answers.js';
import { MWA_WALLET_ICON } from './mwa-wallet-icon.js';
import type { MwaSession } from './open-mwa-session.js';
import { startLocalMwaSession } from './start-local-mwa-session.js';
import { MWA_WALLET_NAME, toMwaError } from './to-mwa-error.js';

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
}

/**
 * Solana Mobile's Mobile Wallet Adapter as a Wallet Standard wallet: each request opens a session
 * with a wallet app on the device, authorizes (with the cached token, so no second approval),
 * asks, and closes. A silent connect reads the cached authorization alone, so a reload reconnects
 * without opening the app; disconnect deauthorizes at the wallet. What comes back is verified:
 * message signatures against the account, signed transactions against the request.
 *
 * @example
 * ```ts
 * const wallet = createMwaWallet({ appName: 'Acme', storage, chains, getChain: () => 'solana:mainnet' });
 * const connector = createWalletStandardConnector({ wallet, context });
 * ```
 */
export function createMwaWallet(parameters: CreateMwaWalletParameters): Wallet {
  const { storage } = parameters;
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

  /** Opens a session, authorizes in it (reusing the token), runs `ask`, closes. */
  const transact: MwaTransact = async (method, ask, signInPayload) => {
    const cached = await readMwaAuthorization(storage);
    let session: MwaSession | undefined;
    try {
      session = await start(cached?.walletUriBase);
      const { authorization, signInResult } = await authorize(session, cached, signInPayload);
      return await ask(session, authorization, signInResult);
    } catch (error) {
      throw toMwaError(error, method);
    } finally {
      session?.close();
    }
  };
  const authorize = async (
    session: MwaSession,
    cached: MwaAuthorization | undefined,
    signInPayload: object | undefined,
  ) => {
    const chain = parameters.getChain();
    const ask = (token?: string) =>
      session.request(
        'authorize',
        {
          identity: identity(),
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
      // A token the wallet no longer honours: ask for a fresh authorization in the same session.
      if (!cached || (error as { code?: number }).code !== -1) throw error;
      await storage.removeItem(MWA_AUTHORIZATION_KEY);
      result = await ask();
    }
    const answer = readAuthorizeAnswer(result);
    const authorization: MwaAuthorization = { ...answer, chain };
    await storage.setItem(MWA_AUTHORIZATION_KEY, authorization);
    const addresses = answer.accounts.map((account) => account.address);
    if (addresses.join() !== accounts.map((account) => account.address).join())
      setAccounts(answer.accounts.map((account) => toAccount(account.address, account.label)));
    return { authorization, signInResult: (result as { sign_in_result?: unknown }).sign_in_result };
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name: MWA_WALLET_NAME,
    icon: MWA_WALLET_ICON,
    chains: parameters.chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const cached = await readMwaAuthorization(storage);
          if (input?.silent) {
            // A reload: the wallet app granted these before; it is asked again on the next request.
            if (cached) setAccounts(cached.accounts.map((a) => toAccount(a.address, a.label)));
            return { accounts };
          }
          await transact('connect', async () => undefined);
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          const cached = await readMwaAuthorization(storage);
          await storage.removeItem(MWA_AUTHORIZATION_KEY);
          setAccounts([]);
          if (!cached) return;
          let session: MwaSession | undefined;
          try {
            session = await start(cached.walletUriBase);
            await session.request('deauthorize', { auth_token: cached.authToken }, timeout);
          } catch (error) {
            throw toMwaError(error, 'disconnect');
          } finally {
            session?.close();
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
