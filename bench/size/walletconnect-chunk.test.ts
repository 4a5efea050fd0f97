import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle.js';

// WalletConnect costs a page only its shell up front: the client (WalletConnect's sign-client)
// and Latchkey's session code are a chunk the page loads when the user picks WalletConnect, or
// on a reload with a session to resume. A page without the connector has none of it.

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const walletConnectFiles = (inputs: Set<string>) =>
  [...inputs]
    .filter((path) => path.includes('packages/core/src/walletconnect/'))
    .map((path) => path.slice(path.indexOf('walletconnect/')))
    .sort();
const signClient = (inputs: Set<string>) =>
  [...inputs].filter((path) => path.includes('@walletconnect/'));

describe('the WalletConnect code', () => {
  it('loads only its shell up front; the client is a chunk', { timeout: 120_000 }, async () => {
    const { upfrontInputs, loadableInputs } = await measureBundle(
      entry('./walletconnect-entry.fixture.tsx'),
    );
    // Up front: the shell, its name and icon, and the few light modules the dialog shares with it.
    const light = [
      'walletconnect/index.ts',
      'walletconnect/wallet-connect.ts',
      'walletconnect/walletconnect-chains.ts',
      'walletconnect/walletconnect-names.ts',
      'walletconnect/walletconnect-pairing.ts',
      'walletconnect/walletconnect-wallet-icon.ts',
      'walletconnect/walletconnect-wallet-link.ts',
    ];
    expect(walletConnectFiles(upfrontInputs)).toEqual(
      expect.arrayContaining(['walletconnect/wallet-connect.ts']),
    );
    expect(walletConnectFiles(upfrontInputs).filter((file) => !light.includes(file))).toEqual([]);
    expect(signClient(upfrontInputs)).toEqual([]);
    expect(walletConnectFiles(loadableInputs)).toEqual(
      expect.arrayContaining([
        'walletconnect/create-walletconnect-wallet.ts',
        'walletconnect/sealed-walletconnect-storage.ts',
      ]),
    );
    expect(signClient(loadableInputs).length).toBeGreaterThan(0);
  });

  it('is not in a page without the connector, dialog included', { timeout: 60_000 }, async () => {
    const { loadableInputs } = await measureBundle(entry('./entries/latchkey/connect.tsx'));
    expect(signClient(loadableInputs)).toEqual([]);
    expect(
      walletConnectFiles(loadableInputs).filter(
        (file) => !file.startsWith('walletconnect/pairing'),
      ),
    ).toEqual([
      'walletconnect/walletconnect-names.ts',
      'walletconnect/walletconnect-pairing.ts',
      'walletconnect/walletconnect-wallet-link.ts',
    ]);
  });
});
