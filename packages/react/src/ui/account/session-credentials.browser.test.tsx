import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  type SessionCredential,
  solanaLocalnet,
} from '@latchkey/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { SessionCredentials } from './session-credentials.js';
import '../../styles.css';
// Drawn inside the account menu, which brings these along.
import '../../styles/surfaces.css';
import '../../styles/toast.css';

// Real Chromium: the account menu's session part follows the config's session as it changes.
const page = mountBrowserRoot(() => undefined);

const wallet: SessionCredential = {
  id: 'c1',
  format: 'blockchain',
  kind: 'solana-wallet',
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  chain: 'solana',
  walletName: 'Phantom',
  walletProperties: { turnkeySubOrganizationId: undefined, isSessionKeyCompatible: false },
};
const email: SessionCredential = { id: 'c2', format: 'email', kind: 'email', email: 'ada@x.io' };

describe('SessionCredentials', () => {
  it('shows who is signed in and every linked credential, and nothing once signed out', async () => {
    const config = createConfig({
      networks: [solanaLocalnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [],
    });
    await act(async () => {
      page.root.render(
        <LatchkeyProvider config={config}>
          <SessionCredentials />
        </LatchkeyProvider>,
      );
    });
    expect(page.container.textContent).toBe('');

    const signedIn = (credentials: SessionCredential[]) =>
      act(() =>
        config.store.setState({
          session: {
            status: 'signed-in',
            user: { id: 'u1', verifiedCredentials: credentials, lastVerifiedCredentialId: 'c1' },
            credentials,
            accessToken: 'a.b.c',
            accessTokenExpiresAt: Date.now() + 600_000,
            sessionExpiresAt: Date.now() + 86_400_000,
          },
        }),
      );
    await signedIn([wallet]);
    const section = page.container.querySelector('[data-testid="latchkey-session"]');
    expect(section?.textContent).toContain('Signed in as Phantom · 9xQe…VFin');
    // Alone, the session's own credential has no Remove.
    expect(page.container.querySelector('[aria-label^="Remove"]')).toBeNull();
    await signedIn([wallet, email]);
    const items = [...page.container.querySelectorAll('li .latchkey-wallet-name')].map(
      (item) => item.textContent,
    );
    expect(items).toEqual(['Phantom · 9xQe…VFin', 'ada@x.io']);
    const list = page.container.querySelector('ul');
    expect(list?.getAttribute('aria-label')).toBe('Linked credentials');
    // Every credential but the one this session signed in with can be removed, asked twice.
    const removes = [...page.container.querySelectorAll('button[aria-label^="Remove"]')];
    expect(removes.map((button) => button.getAttribute('aria-label'))).toEqual(['Remove ada@x.io']);
    await act(() => (removes[0] as HTMLButtonElement).click());
    const buttons = () => [...page.container.querySelectorAll('button')];
    const question = page.container.querySelector('.latchkey-hint');
    expect(question?.textContent).toBe(
      'Remove ada@x.io? Anyone signed in with it is signed out, on every device, and it no longer signs in to this account.',
    );
    // While it asks, it alone acts: Remove (described by the question) and Cancel.
    expect(buttons().map((button) => button.textContent)).toEqual(['Remove', 'Cancel']);
    expect(document.getElementById(buttons()[0]?.getAttribute('aria-describedby') as string)).toBe(
      question,
    );
    await act(() => buttons()[1]?.click());
    expect(page.container.querySelector('.latchkey-hint')).toBeNull();
    // Sign out everywhere, asked twice too.
    await act(() =>
      buttons()
        .find((button) => button.textContent === 'Sign out everywhere')
        ?.click(),
    );
    expect(page.container.querySelector('.latchkey-hint')?.textContent).toBe(
      'Sign out everywhere? Ends this session and every other one of yours, on every device.',
    );
    expect(buttons().map((button) => button.textContent)).toEqual([
      'Remove',
      'Add email',
      'Sign out everywhere',
      'Cancel',
    ]);
    await act(() => config.store.setState({ session: undefined }));
    expect(page.container.querySelector('[data-testid="latchkey-session"]')).toBeNull();
  });

  it('names an embedded wallet as one and keeps a long email inside the menu’s width', async () => {
    const config = createConfig({
      networks: [solanaLocalnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [],
    });
    const embedded: SessionCredential = {
      ...wallet,
      id: 'c3',
      kind: 'embedded-wallet',
      walletName: 'turnkeyhd',
      walletProperties: { turnkeySubOrganizationId: 'org', isSessionKeyCompatible: true },
    };
    // The demo's test wallet, whose row with its Remove once widened the menu by a few pixels.
    const testWallet: SessionCredential = {
      ...wallet,
      id: 'c5',
      walletName: 'Latchkey Test Wallet',
      address: 'GNMhu8cQngeuS2C6Kckxt66RUtrZ1fUemeZPfPuctW1q',
    };
    const longEmail: SessionCredential = {
      id: 'c4',
      format: 'email',
      kind: 'email',
      email: `a-very-long-name-${'x'.repeat(60)}@example.com`,
    };
    await act(async () => {
      page.root.render(
        <LatchkeyProvider config={config}>
          {/* The account menu's width and its sections' grid. */}
          <div style={{ width: '18rem', display: 'grid' }}>
            <SessionCredentials />
          </div>
        </LatchkeyProvider>,
      );
    });
    await act(() =>
      config.store.setState({
        session: {
          status: 'signed-in',
          user: {
            id: 'u2',
            verifiedCredentials: [embedded, longEmail, testWallet],
            lastVerifiedCredentialId: 'c4',
          },
          credentials: [embedded, longEmail, testWallet],
          accessToken: 'a.b.c',
          accessTokenExpiresAt: Date.now() + 600_000,
          sessionExpiresAt: Date.now() + 86_400_000,
        },
      }),
    );
    const section = page.container.querySelector('[data-testid="latchkey-session"]') as HTMLElement;
    const items = [...section.querySelectorAll('li .latchkey-wallet-name')].map(
      (item) => item.textContent,
    );
    expect(items[0]).toBe('Embedded wallet · 9xQe…VFin');
    // The long email loses its middle; its whole text is the title.
    expect(items[1]).toBe('a-very-long-nam…xxx@example.com');
    expect(section.querySelectorAll('li .latchkey-wallet-name')[1]?.getAttribute('title')).toBe(
      longEmail.email,
    );
    expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(288.5);
    expect(section.querySelectorAll('button[aria-label^="Remove"]')).toHaveLength(2);
    for (const line of section.querySelectorAll('li, p, li > button')) {
      expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(
        section.getBoundingClientRect().right + 0.5,
      );
    }
  });
  it('names an OpenID account by its provider and email, and says when each was last used', async () => {
    const config = createConfig({
      networks: [solanaLocalnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      connectors: [],
    });
    const usedAt = '2026-11-30T12:00:00.000Z';
    const google: SessionCredential = {
      id: 'c6',
      format: 'oauth',
      kind: 'oauth',
      issuer: 'https://accounts.google.com',
      subject: '1234',
      provider: 'google',
      email: 'ada@gmail.com',
      lastUsedAt: usedAt,
    };
    const nameless: SessionCredential = {
      id: 'c7',
      format: 'oauth',
      kind: 'oauth',
      issuer: 'https://id.example',
      subject: '99',
    };
    await act(async () => {
      page.root.render(
        <LatchkeyProvider config={config}>
          <SessionCredentials />
        </LatchkeyProvider>,
      );
    });
    const credentials = [{ ...wallet, lastUsedAt: usedAt }, google, nameless];
    await act(() =>
      config.store.setState({
        session: {
          status: 'signed-in',
          user: { id: 'u3', verifiedCredentials: credentials, lastVerifiedCredentialId: 'c1' },
          credentials,
          accessToken: 'a.b.c',
          accessTokenExpiresAt: Date.now() + 600_000,
          sessionExpiresAt: Date.now() + 86_400_000,
        },
      }),
    );
    const rows = [...page.container.querySelectorAll('li')].map((row) =>
      [...row.querySelectorAll('.latchkey-wallet-name, .latchkey-hint')].map(
        (span) => span.textContent,
      ),
    );
    const day = new Date(usedAt).toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(rows).toEqual([
      ['Phantom · 9xQe…VFin', `Last used ${day}`],
      ['Google · ada@gmail.com', `Last used ${day}`],
      ['https://id.example'],
    ]);
  });
});
