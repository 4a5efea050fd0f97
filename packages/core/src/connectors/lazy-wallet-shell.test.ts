import { describe, expect, it } from 'vitest';
import { createFakeStandardWallet } from './fake-standard-wallet.fixture.js';
import { createLazyWalletShell, type LazyWalletShellParameters } from './lazy-wallet-shell.js';

const ICON = 'data:image/svg+xml;base64,' as const;

async function shellOver(overrides: Partial<LazyWalletShellParameters> = {}) {
  const fake = await createFakeStandardWallet();
  let loads = 0;
  const shell = createLazyWalletShell({
    name: 'Lazy',
    icon: ICON,
    chains: () => ['solana:localnet'],
    loadWallet: async () => {
      loads += 1;
      return fake.wallet;
    },
    canResume: async () => false,
    ...overrides,
  });
  const feature = <T>(name: string) => shell.features[name as `${string}:${string}`] as T;
  return { fake, shell, feature, loads: () => loads };
}

type Connect = { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly unknown[] }> };

describe('createLazyWalletShell', () => {
  it('loads nothing on a silent connect with nothing to resume, and loads once when used', async () => {
    const { shell, feature, loads, fake } = await shellOver();
    expect(await feature<Connect>('standard:connect').connect({ silent: true })).toEqual({
      accounts: [],
    });
    expect(loads()).toBe(0);
    const { accounts } = await feature<Connect>('standard:connect').connect();
    expect(accounts).toHaveLength(1);
    await feature<{ signMessage(...a: unknown[]): Promise<unknown> }>(
      'solana:signMessage',
    ).signMessage({ account: accounts[0], message: new Uint8Array([1]) });
    expect(loads()).toBe(1);
    expect(fake.calls).toEqual(['connect', 'signMessage']);
    expect(shell.chains).toEqual(['solana:localnet']);
  });

  it('resumes on a silent connect when there is a session', async () => {
    const { feature, loads } = await shellOver({ canResume: async () => true });
    await feature<Connect>('standard:connect').connect({ silent: true });
    expect(loads()).toBe(1);
  });

  it("forwards the real wallet's account changes to the shell's listeners", async () => {
    const { shell, feature, fake } = await shellOver();
    const seen: number[] = [];
    feature<{ on(e: 'change', l: (c: { accounts: unknown[] }) => void): () => void }>(
      'standard:events',
    ).on('change', (change) => seen.push(change.accounts.length));
    await feature<Connect>('standard:connect').connect();
    fake.revoke();
    expect(seen).toEqual([0]);
    expect(shell.accounts).toEqual([]);
  });

  it('tries the load again after a failed one, and disconnect before any load loads nothing', async () => {
    let attempts = 0;
    const fake = await createFakeStandardWallet();
    const shell = createLazyWalletShell({
      name: 'Lazy',
      icon: ICON,
      chains: () => ['solana:localnet'],
      loadWallet: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return fake.wallet;
      },
      canResume: async () => false,
    });
    const features = shell.features as unknown as {
      'standard:connect': Connect;
      'standard:disconnect': { disconnect(): unknown };
    };
    expect(features['standard:disconnect'].disconnect()).toBeUndefined();
    await expect(features['standard:connect'].connect()).rejects.toThrow('dynamically imported');
    expect((await features['standard:connect'].connect()).accounts).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('offers signIn only when the real wallet does', async () => {
    expect('solana:signIn' in (await shellOver()).shell.features).toBe(false);
    expect('solana:signIn' in (await shellOver({ signIn: true })).shell.features).toBe(true);
  });
});
