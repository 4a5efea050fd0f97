import { describe, expect, it } from 'vitest';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { validateWalletBookEntry } from '../wallet-book/validate-wallet-book-entry.js';
import { walletBook } from '../wallet-book/wallet-book-entries.js';
import { walletConnectWalletLink } from './walletconnect-wallet-link.js';

const URI =
  'wc:7f6e0e8a3c@2?expiryTimestamp=1796281435&relay-protocol=irn&symKey=ff8b224aa58c6b53f37b05f8';
const entry = (key: string) =>
  walletBook.find((wallet) => wallet.key === key) as (typeof walletBook)[number];

describe('a wallet’s WalletConnect link', () => {
  it('opens the app with the pairing URI, encoded once', () => {
    const link = walletConnectWalletLink(entry('trust'), URI) as string;
    expect(link).toBe(`trust://wc?uri=${encodeURIComponent(URI)}`);
    expect(new URL(link).searchParams.get('uri')).toBe(URI);
    expect(walletConnectWalletLink(entry('trust'), URI, 'universal')).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(URI)}`,
    );
    // A wallet with only a scheme gives it for either preference.
    expect(walletConnectWalletLink(entry('okx'), URI, 'universal')).toBe(
      `okex://main/wc?uri=${encodeURIComponent(URI)}`,
    );
  });

  it('is offered only for wallets that answer WalletConnect for Solana', () => {
    expect(walletBook.filter((wallet) => wallet.walletConnect).map((wallet) => wallet.key)).toEqual(
      ['backpack', 'trust', 'okx', 'exodus'],
    );
    expect(walletConnectWalletLink(entry('phantom'), URI)).toBeUndefined();
    expect(walletConnectWalletLink(entry('solflare'), URI)).toBeUndefined();
  });

  it('is refused in a host’s entry when it could run code or travel in clear text', () => {
    const base = {
      key: 'acme',
      name: 'Acme',
      shortName: 'Acme',
      injectedConfig: { chain: 'solana', extensionLocators: [], windowLocations: [] },
    };
    for (const walletConnect of [
      { native: 'javascript://alert(1)' },
      { universal: 'http://acme.example/wc' },
      { universal: 'acme://wc' },
    ]) {
      let error: unknown;
      try {
        validateWalletBookEntry({ ...base, walletConnect });
      } catch (caught) {
        error = caught;
      }
      expect(isLatchkeyError(error)).toBe(true);
    }
    expect(
      validateWalletBookEntry({ ...base, walletConnect: { native: 'acme://wc' } }).walletConnect,
    ).toEqual({
      native: 'acme://wc',
    });
  });
});
