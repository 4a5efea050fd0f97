import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__ENDED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { API_ROUTES } from '../product-api/api-table.js';
import type { Session } from '../product-api/session-messages.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { getAuthToken } from './get-auth-token.js';
import { getSession } from './get-session.js';
import { sessionOf } from './session-of.js';
import { sessionConfig, startSessionServer } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { watchSession } from './watch-session.js';

let server: RunningProductServer;
beforeAll(async () => {
  server = await startSessionServer();
});
afterAll(() => server?.close());
/**
 * Makes the kept session's access token expire `ms` from now, here and in storage, as time
 * passing would (the server's clock, in this process, is left alone).
 */
async function expireIn(config: Config, storage: LatchkeyStorage, ms: number): Promise<void> {
  const runtime = sessionOf(config);
  runtime.session = { ...(runtime.session as Session), accessTokenExpiresAt: Date.now() + ms };
  await storage.setItem('session', runtime.session);
}

const refreshes = (calls: string[]) =>
  calls.filter((path) => path === API_ROUTES.refreshSession.path).length;

describe('getAuthToken', () => {
  it('refreshes once for 10 callers near expiry, and all get the same new token', async () => {
    const { config, calls, storage } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const first = getSession(config).accessToken;
    expect(await getAuthToken(config)).toBe(first);
    expect(refreshes(calls)).toBe(0);

    await expireIn(config, storage, 20_000); // inside the 30 s margin
    const tokens = await Promise.all(Array.from({ length: 10 }, () => getAuthToken(config)));
    expect(refreshes(calls)).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(first);
    expect(getSession(config)).toMatchObject({ status: 'signed-in', accessToken: tokens[0] });
    // Fresh again: no request.
    expect(await getAuthToken(config)).toBe(tokens[0]);
    expect(refreshes(calls)).toBe(1);
  });

  it('restores the session after a reload: as kept while fresh, refreshed once stale', async () => {
    const { config, storage } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const { user, accessToken } = getSession(config);

    const reloaded = await sessionConfig(server, storage);
    const seen: string[] = [];
    watchSession(reloaded.config, ({ status }) => seen.push(status));
    await reloaded.config.restore();
    expect(await getAuthToken(reloaded.config)).toBe(accessToken);
    expect(seen).toEqual(['signing-in', 'signed-in']);
    expect(getSession(reloaded.config)).toMatchObject({ status: 'signed-in', user });
    expect(reloaded.calls).toEqual([]);

    await expireIn(config, storage, -1_000); // the access token has expired; the session has not
    const stale = await sessionConfig(server, storage);
    await sessionOf(stale.config).restoring;
    expect(stale.calls).toEqual([API_ROUTES.refreshSession.path]);
    expect(getSession(stale.config)).toMatchObject({ status: 'signed-in', user: { id: user?.id } });
    expect(await getAuthToken(stale.config)).not.toBe(accessToken);
  });

  it('takes the token another tab has just rotated instead of rotating it again', async () => {
    const { config: tab, storage, calls } = await sessionConfig(server);
    await signIn(tab, { connector: 'wallet-standard:Alpha' });
    const other = await sessionConfig(server, storage);
    await sessionOf(other.config).restoring;

    await expireIn(tab, storage, 10_000);
    await expireIn(other.config, storage, 10_000);
    const rotated = await getAuthToken(other.config);
    expect(refreshes(other.calls)).toBe(1);
    // This tab's refresh token is the used one now; it must read the stored one, not send its own.
    expect(await getAuthToken(tab)).toBe(rotated);
    expect(refreshes(calls)).toBe(0);
    expect(getSession(tab).status).toBe('signed-in');
  });

  it('signs the user out when the server has ended the session', async () => {
    const { config, storage } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    await expireIn(config, storage, 10_000);
    await storage.setItem('session', {
      ...(await storage.getItem<Session>('session')),
      refreshToken: 'not-a-refresh-token',
    });
    const error = await getAuthToken(config).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toSatisfy((failure) => isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__ENDED));
    expect(getSession(config).status).toBe('signed-out');
    expect(await storage.getItem('session')).toBeUndefined();
  });
});
