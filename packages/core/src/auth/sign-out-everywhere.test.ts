import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { getSession } from './get-session.js';
import { linkWallet } from './link-wallet.js';
import { sessionConfig, startSessionServer } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { signOutEverywhere } from './sign-out-everywhere.js';

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

describe('signOutEverywhere', () => {
  it('ends the session on this device and the other, and only there', async () => {
    const laptop = await sessionConfig(server);
    await signIn(laptop.config, { connector: 'wallet-standard:Alpha' });
    // The same wallet signs in on a second device: the same user, a second session.
    const phone = await sessionConfig(server);
    const alpha = laptop.config.getConnector('wallet-standard:Alpha');
    await signIn(phone.config, { connector: alpha as NonNullable<typeof alpha> });
    expect(getSession(phone.config).user?.id).toBe(getSession(laptop.config).user?.id);
    const stranger = await sessionConfig(server);
    await signIn(stranger.config, { connector: 'wallet-standard:Beta' });

    expect(await signOutEverywhere(laptop.config)).toEqual({ sessions: 2 });
    expect(getSession(laptop.config).status).toBe('signed-out');
    // The phone still shows its session until it next asks the server: then it is ended.
    const error = await rejection(linkWallet(phone.config, { connector: 'wallet-standard:Gamma' }));
    expect(error).toSatisfy((failure) => isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__ENDED));
    // Nobody else's session was touched.
    const linked = await linkWallet(stranger.config, { connector: 'wallet-standard:Gamma' });
    expect(linked.credentials).toHaveLength(2);
  });

  it('asks for a session first', async () => {
    const { config } = await sessionConfig(server);
    expect(await rejection(signOutEverywhere(config))).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN),
    );
  });
});
