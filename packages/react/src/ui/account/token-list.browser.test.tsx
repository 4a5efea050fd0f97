import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { connectTestWallet } from '../shared/connected-wallet.fixture.js';
import { TokenList } from './token-list.js';

// Real Chromium; the RPC answers with token accounts laid out as the token programs write them.

const cleanups: (() => void)[] = [];
const page = mountBrowserRoot(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER = 'So11111111111111111111111111111111111111112';

async function until(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('TokenList', () => {
  it('lists the tokens held, amount and mint, and leaves out empty accounts', async () => {
    const connected = await connectTestWallet({
      name: 'Token Wallet',
      tokens: [
        {
          account: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
          mint: USDC,
          program: TOKEN,
          amount: 1_500_000n,
          decimals: 6,
        },
        {
          account: '8HoQnePLqPj4M7PUDzfw8e3Ymdwgc7NLGnaTUapubyvu',
          mint: OTHER,
          program: TOKEN_2022,
          amount: 2_000_000_001n,
          decimals: 9,
        },
        {
          account: 'CiDwVBFgWV9E5MvXWoLgnEgn2hK7rJikbvfWavzAQz3',
          mint: OTHER,
          program: TOKEN,
          amount: 0n,
          decimals: 9,
        },
      ],
    });
    cleanups.push(connected.cleanup);
    await act(async () =>
      page.root.render(
        <LatchkeyProvider config={connected.config}>
          <TokenList address={connected.address} />
        </LatchkeyProvider>,
      ),
    );
    await until(() => !!page.container.querySelector('[data-testid="latchkey-tokens"]'));
    const rows = Array.from(page.container.querySelectorAll('.latchkey-token'), (row) => [
      row.querySelector('.latchkey-token-amount')?.textContent,
      row.querySelector('.latchkey-token-mint')?.textContent,
      row.getAttribute('title'),
    ]);
    expect(rows).toEqual([
      ['1.5', 'EPjF…Dt1v', USDC],
      ['2.000000001', 'So11…1112 · Token-2022', OTHER],
    ]);
    expect(page.container.querySelector('h3')?.textContent).toBe('Tokens');
  });

  it('draws nothing for a wallet without tokens', async () => {
    const connected = await connectTestWallet({ name: 'Empty Wallet' });
    cleanups.push(connected.cleanup);
    await act(async () =>
      page.root.render(
        <LatchkeyProvider config={connected.config}>
          <TokenList address={connected.address} />
        </LatchkeyProvider>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(page.container.innerHTML).toBe('');
  });
});
