import { describe, expect, it } from 'vitest';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import type { AuthFrame } from './create-auth-frame.js';
import { createEmbeddedWallet } from './create-embedded-wallet.js';
import {
  authFrameLoaded,
  connectorsRead,
  emailCodeUsed,
  emailPending,
  passkeyAdded,
  recoveryEnded,
  recoveryStarted,
  signedIn,
  signedOut,
} from './embedded-wallet-store.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';

const productApi = createProductApiClient({
  baseUrl: 'http://127.0.0.1:1/api/v0',
  environmentId: 'sandbox',
});
const user: EmbeddedWalletUser = {
  organizationId: 'sub-org',
  userId: 'user',
  verifiedCredentials: [],
};
// Stand-ins: the transitions only keep them.
const session = {} as CustodySession;
const frameClient = {} as CustodyClient;
const frame = (name: string) => ({ publicKey: name }) as unknown as AuthFrame;
const context = { getNetwork: () => solanaLocalnet(), logger: createLogger({ level: 'silent' }) };

describe("the embedded wallet's store", () => {
  it('starts signed out with nothing under way, and records each event', () => {
    const { state } = createEmbeddedWallet({ appName: 'Acme', organizationId: 'org', productApi });
    expect(state).toMatchObject({ phase: 'signedOut', appName: 'Acme', organizationId: 'org' });
    expect(state.user).toBeUndefined();

    connectorsRead(state, context);
    emailPending(state, { otpId: 'otp', organizationId: 'sub-org' });
    authFrameLoaded(state, frame('auth'));
    expect(state).toMatchObject({
      connectorContext: context,
      pendingEmail: { otpId: 'otp' },
      authFrame: { publicKey: 'auth' },
    });
    emailCodeUsed(state);
    expect(state.pendingEmail).toBeUndefined();

    signedIn(state, user, session, frameClient);
    expect(state).toMatchObject({ phase: 'signedIn', user, session, credential: frameClient });
    // A passkey added stamps from then on: the session stays, the credential held here goes.
    passkeyAdded(state);
    expect(state).toMatchObject({ phase: 'signedIn', user, session, credential: undefined });

    recoveryStarted(state, { frame: frame('recovery'), organizationId: 'org', email: 'a@b.c' });
    expect(state.recovery?.email).toBe('a@b.c');
    recoveryEnded(state);
    expect(state.recovery).toBeUndefined();
  });

  it('signs out: the standing, the pending code and the recovery go; the context stays', () => {
    const { state } = createEmbeddedWallet({ appName: 'Acme', organizationId: 'org', productApi });
    const removed = frame('auth');
    connectorsRead(state, context);
    authFrameLoaded(state, removed);
    emailPending(state, { otpId: 'otp', organizationId: 'sub-org' });
    recoveryStarted(state, { frame: frame('recovery'), organizationId: 'org', email: 'a@b.c' });
    signedIn(state, user, session, frameClient);

    signedOut(state, removed);
    expect(state).toMatchObject({
      phase: 'signedOut',
      user: undefined,
      session: undefined,
      credential: undefined,
      pendingEmail: undefined,
      recovery: undefined,
      authFrame: undefined,
      connectorContext: context,
    });

    // A frame loaded while the sign-out revoked stays: it is a new login's.
    const loadedSince = frame('next');
    authFrameLoaded(state, loadedSince);
    signedOut(state, removed);
    expect(state.authFrame).toBe(loadedSince);
  });
});
