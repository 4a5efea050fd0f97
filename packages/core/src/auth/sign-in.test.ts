import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnect } from '../actions/disconnect.js';
import { createConfig } from '../config/create-config.js';
import type { Connector } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { API_ROUTES } from '../product-api/api-table.js';
import { getAuthToken } from './get-auth-token.js';
import { getSession } from './get-session.js';
import { createSessionRuntime } from './session-runtime.js';
import { recordingFetch, sessionConfig, startSessionServer } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { watchSession } from './watch-session.js';

let server: RunningProductServer;
beforeAll(async () => {
  server = await startSessionServer();
});
afterAll(() => server?.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected a rejection')),
    (error: unknown) => error,
  );

describe('a refused sign-in', () => {
  it("is thrown with the server's reason, and leaves the user signed out", async () => {
    const { config } = await sessionConfig(server);
    await config.restore();
    // A client that claims another address than the one that signed.
    const tampering: typeof globalThis.fetch = (input, init) => {
      const body = JSON.parse(String(init?.body));
      if (String(input).endsWith(API_ROUTES.signInWithWallet.path)) {
        body.address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
      }
      return recordingFetch([])(input, { ...init, body: JSON.stringify(body) });
    };
    const hostile = createConfig({
      networks: config.networks,
      storage: config.storage,
      logger: config.logger,
      connectors: [],
      auth: { ...(config.auth as NonNullable<typeof config.auth>), fetch: tampering },
    });
    const wallet = config.getConnector('wallet-standard:Alpha');
    const error = await rejection(
      signIn(hostile, { connector: wallet as NonNullable<typeof wallet> }),
    );
    expect(error).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED),
    );
    expect((error as Error).message).toMatch(/^Sign-in refused: .+/);
    expect(getSession(hostile)).toMatchObject({ status: 'signed-out', accessToken: undefined });
    expect(hostile.store.getState().status).toBe('connected');
  });
});

describe('a wallet sign-in', () => {
  it('connects and signs in through connect, in 2 requests to the server', async () => {
    const { config, calls, walletCalls } = await sessionConfig(server);
    await config.restore();
    const seen: string[] = [];
    watchSession(config, ({ status }) => seen.push(status));
    const { accounts } = await config.connect('wallet-standard:Alpha');
    expect(walletCalls('Alpha')).toEqual(['connect', 'signMessage']);
    expect(calls).toEqual([
      API_ROUTES.createSignInChallenge.path,
      API_ROUTES.signInWithWallet.path,
    ]);
    const session = getSession(config);
    expect(seen.at(-1)).toBe('signed-in');
    expect(seen).toContain('signing-in');
    expect(config.store.getState()).toMatchObject({ status: 'connected', address: accounts[0] });
    expect(session.status).toBe('signed-in');
    expect(session.credentials).toEqual([
      expect.objectContaining({ format: 'blockchain', address: accounts[0], walletName: 'Alpha' }),
    ]);
    expect(session.user?.lastVerifiedCredentialId).toBe(session.credentials[0]?.id);
    // A JWT whose subject is the user.
    const [, payload] = (session.accessToken as string).split('.');
    expect(
      JSON.parse(atob((payload as string).replace(/-/g, '+').replace(/_/g, '/'))),
    ).toMatchObject({ sub: session.user?.id, aud: 'sandbox' });
    expect(await getAuthToken(config)).toBe(session.accessToken);
  });

  it('signs in in one wallet prompt with solana:signIn, in 2 requests', async () => {
    const { config, calls, walletCalls } = await sessionConfig(server);
    const { accounts } = await config.connect('wallet-standard:Gamma');
    expect(walletCalls('Gamma')).toContain('signIn');
    expect(walletCalls('Gamma')).not.toContain('signMessage');
    expect(calls).toEqual([
      API_ROUTES.createSignInChallenge.path,
      API_ROUTES.signInWithWallet.path,
    ]);
    expect(config.store.getState()).toMatchObject({ status: 'connected', address: accounts[0] });
    expect(getSession(config).credentials).toEqual([
      expect.objectContaining({ address: accounts[0], walletName: 'Gamma' }),
    ]);
  });

  it('signs a Ledger in with a memo transaction it signs (it cannot sign messages), in 2 requests', async () => {
    const { config, calls, walletCalls } = await sessionConfig(server);
    const session = await signIn(config, { connector: 'wallet-standard:Ledger' });
    expect(walletCalls('Ledger')).toContain('signTransaction');
    expect(walletCalls('Ledger')).not.toContain('signMessage');
    expect(calls).toEqual([
      API_ROUTES.createSignInChallenge.path,
      API_ROUTES.signInWithWallet.path,
    ]);
    expect(session.status).toBe('signed-in');
    expect(session.credentials).toEqual([
      expect.objectContaining({ address: config.store.getState().address, walletName: 'Ledger' }),
    ]);
  });

  it('connects all the same when the server cannot start a sign-in: signed out, its error warned', async () => {
    const warnings: unknown[][] = [];
    const { config: logged, calls } = await sessionConfig(
      server,
      undefined,
      // An environment the server does not serve: the challenge is refused.
      { environmentId: 'nowhere' },
      createLogger({ sink: { ...console, warn: (...data: unknown[]) => warnings.push(data) } }),
    );
    const { accounts } = await logged.connect('wallet-standard:Alpha');
    expect(logged.store.getState()).toMatchObject({ status: 'connected', address: accounts[0] });
    expect(getSession(logged).status).toBe('signed-out');
    expect(calls).toEqual([API_ROUTES.createSignInChallenge.path]);
    expect(warnings).toEqual([
      ['[latchkey]', 'Alpha: connected, but not signed in', expect.any(LatchkeyError)],
    ]);
  });

  it('ends the session a new sign-in replaces', async () => {
    const { config, storage } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const first = await storage.getItem<{ refreshToken: string }>('session');
    await signIn(config, { connector: 'wallet-standard:Beta' });
    expect(getSession(config).credentials).toEqual([
      expect.objectContaining({ walletName: 'Beta' }),
    ]);
    const runtime = createSessionRuntime(config, config.auth as NonNullable<typeof config.auth>);
    const refused = await rejection(
      runtime.post('refreshSession', { refreshToken: first?.refreshToken as string }),
    );
    expect(refused).toSatisfy((error) => isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED));
  });

  it('only connects with signIn: false, and when auth is not configured', async () => {
    const { config, calls } = await sessionConfig(server);
    await config.connect('wallet-standard:Alpha', { signIn: false });
    expect(calls).toEqual([]);
    expect(config.store.getState().status).toBe('connected');

    const plain = createConfig({ networks: [solanaLocalnet()] });
    expect(getSession(plain).status).toBe('signed-out');
    expect(await rejection(signIn(plain, { connector: 'wallet-standard:Alpha' }))).toSatisfy(
      (error) => isLatchkeyError(error, LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING),
    );
  });

  it('signs out: the session is cleared here and its refresh token refused by the server', async () => {
    const { config, storage } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const kept = await storage.getItem<{ refreshToken: string }>('session');
    expect(kept?.refreshToken).toMatch(/.{20,}/);
    await disconnect(config);
    expect(getSession(config)).toMatchObject({ status: 'signed-out', user: undefined });
    expect(await storage.getItem('session')).toBeUndefined();
    expect(await getAuthToken(config)).toBeUndefined();
    // The old refresh token, tried again as another tab or an attacker would.
    const runtime = createSessionRuntime(config, {
      ...(config.auth as NonNullable<typeof config.auth>),
      fetch: recordingFetch([]),
    });
    const refused = await rejection(
      runtime.post('refreshSession', { refreshToken: kept?.refreshToken as string }),
    );
    expect(refused).toSatisfy((error) => isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED));
    expect((refused as Error).message).toBe('Session ended: sign in again');
    // Signing out again has nothing left to do.
    await signOut(config);
  });
});

describe('connect with auth: the wallet connects, then signs in (never connect again)', () => {
  it('keeps a wallet whose sign-in the server refuses connected and signed out, with a warning', async () => {
    const warnings: unknown[][] = [];
    const logger = createLogger({
      sink: { ...console, warn: (...data: unknown[]) => warnings.push(data) },
    });
    const { config } = await sessionConfig(server, undefined, {}, logger);
    await config.restore();
    // A client that claims another address than the one that signed: refused after the wallet
    // connected and signed.
    const tampering: typeof globalThis.fetch = (input, init) => {
      const body = JSON.parse(String(init?.body));
      if (String(input).endsWith(API_ROUTES.signInWithWallet.path)) {
        body.address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
      }
      return recordingFetch([])(input, { ...init, body: JSON.stringify(body) });
    };
    const hostile = createConfig({
      networks: config.networks,
      storage: config.storage,
      logger,
      connectors: [],
      auth: { ...(config.auth as NonNullable<typeof config.auth>), fetch: tampering },
    });
    const wallet = config.getConnector('wallet-standard:Alpha') as NonNullable<
      ReturnType<typeof config.getConnector>
    >;
    const { accounts } = await hostile.connect(wallet);
    expect(hostile.store.getState()).toMatchObject({ status: 'connected', address: accounts[0] });
    expect(getSession(hostile).status).toBe('signed-out');
    expect(warnings).toEqual([
      ['[latchkey]', 'Alpha: connected, but not signed in', expect.any(LatchkeyError)],
    ]);
  });

  it('only connects when silent, or when the wallet is embedded (its login brings the session)', async () => {
    const { config, calls, walletCalls } = await sessionConfig(server);
    await config.connect('wallet-standard:Alpha');
    expect(calls).toHaveLength(2);
    await config.connect('wallet-standard:Alpha', { silent: true });
    expect(calls).toHaveLength(2);

    const other = await sessionConfig(server);
    await other.config.restore();
    // Beta, as an embedded wallet would be published.
    const embedded: Connector = Object.create(
      other.config.getConnector('wallet-standard:Beta') ?? null,
      {
        id: { value: 'embedded:beta' },
        type: { value: 'embedded' },
      },
    );
    await other.config.connect(embedded);
    expect(other.calls).toEqual([]);
    expect(other.walletCalls('Beta')).toEqual(['connect']);
    expect(other.config.store.getState()).toMatchObject({
      status: 'connected',
      connectorId: 'embedded:beta',
    });
    expect(walletCalls('Alpha')).toEqual(['connect', 'signMessage', 'connect']);
  });
});
