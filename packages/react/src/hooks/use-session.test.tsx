import { getAuthToken } from '@latchkey/core';
import type { RunningProductServer } from '@latchkey/sandbox/testing';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionConfig,
  startSessionServer,
} from '../../../core/src/auth/session-server.fixture.js';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { SessionCredentials } from '../ui/account/session-credentials.js';
import { type UseSessionReturnType, useSession } from './use-session.js';

// The hook over a real session (the product server in this process), rendered as a server
// renders: each render reads the core's session as it is then.
let server: RunningProductServer;
beforeAll(async () => {
  server = await startSessionServer();
});
afterAll(() => server?.close());

let latest: UseSessionReturnType | undefined;
function Probe() {
  latest = useSession();
  return <output data-status={latest.status}>{latest.credentials.length}</output>;
}

const render = (config: Awaited<ReturnType<typeof sessionConfig>>['config']) =>
  renderToString(
    <StrictMode>
      <LatchkeyProvider config={config}>
        <Probe />
        <SessionCredentials />
      </LatchkeyProvider>
    </StrictMode>,
  );

describe('useSession', () => {
  it('reads the session and acts on it: sign in, link, sign out', async () => {
    const { config } = await sessionConfig(server);
    await config.restore();
    // No session kept from before a reload.
    expect(await getAuthToken(config)).toBeUndefined();
    expect(render(config)).toContain('data-status="signed-out"');

    const signedIn = await latest?.signIn('wallet-standard:Alpha');
    expect(signedIn?.status).toBe('signed-in');
    const address = config.store.getState().address as string;
    let html = render(config);
    expect(html).toContain('data-status="signed-in"');
    expect(latest?.accessToken).toBe(signedIn?.accessToken);
    expect(html).toContain(`Signed in as Alpha · ${address.slice(0, 4)}`);

    await latest?.linkWallet('wallet-standard:Beta');
    html = render(config);
    expect(latest?.credentials.map((credential) => credential.id)).toHaveLength(2);
    expect(html.match(/<li [^>]*data-format="blockchain"/g)).toHaveLength(2);
    expect(html).toContain('Beta · ');

    await latest?.signOut();
    html = render(config);
    expect(html).toContain('data-status="signed-out"');
    expect(html).not.toContain('latchkey-session');
    expect(latest).toMatchObject({ user: undefined, credentials: [], accessToken: undefined });
  });
});
