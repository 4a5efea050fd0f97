import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE,
  LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { getSession } from './get-session.js';
import { linkWallet } from './link-wallet.js';
import { sessionConfig, startSessionServer } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { unlinkCredential } from './unlink-credential.js';

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
const walletNames = (config: Parameters<typeof getSession>[0]) =>
  getSession(config).credentials.map((credential) =>
    credential.format === 'blockchain' ? credential.walletName : credential.kind,
  );

describe('linking', () => {
  it('links a second wallet (both listed, the connected one unchanged), then unlinks it', async () => {
    const { config } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const { address } = config.store.getState();
    const linked = await linkWallet(config, { connector: 'wallet-standard:Beta' });
    expect(linked.credentials).toHaveLength(2);
    expect(walletNames(config).sort()).toEqual(['Alpha', 'Beta']);
    expect(config.store.getState().address).toBe(address);
    const beta = linked.credentials.find(
      (credential) => credential.format === 'blockchain' && credential.walletName === 'Beta',
    );
    const after = await unlinkCredential(config, { credentialId: beta?.id as string });
    expect(walletNames(config)).toEqual(['Alpha']);
    expect(after.status).toBe('signed-in');
  });

  it('refuses to unlink the last credential, with its typed error', async () => {
    const { config } = await sessionConfig(server);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    const [only] = getSession(config).credentials;
    const error = await rejection(unlinkCredential(config, { credentialId: only?.id as string }));
    expect(error).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL),
    );
    expect((error as Error).message).toBe('Cannot remove your only credential');
    expect(getSession(config).credentials).toEqual([only]);
  });

  it('refuses a wallet another user holds, and linking while signed out', async () => {
    const first = await sessionConfig(server);
    await signIn(first.config, { connector: 'wallet-standard:Alpha' });
    const second = await sessionConfig(server);
    expect(
      await rejection(linkWallet(second.config, { connector: 'wallet-standard:Alpha' })),
    ).toSatisfy((failure) => isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN));
    await signIn(second.config, { connector: 'wallet-standard:Beta' });
    // The first config's Alpha wallet, linked from the second user's session.
    const alpha = first.config.getConnector('wallet-standard:Alpha');
    const error = await rejection(
      linkWallet(second.config, { connector: alpha as NonNullable<typeof alpha> }),
    );
    expect(error).toSatisfy((failure) =>
      isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE),
    );
    expect(walletNames(second.config)).toEqual(['Beta']);
  });
});
