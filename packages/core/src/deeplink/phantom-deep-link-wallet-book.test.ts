import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger.js';
import { solanaDevnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { walletBook } from '../wallet-book/wallet-book-entries.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import type { DeepLinkPage } from './deep-link-page.js';
import { createPhantomDeepLinkConnector } from './phantom-deep-link.js';

// The Phantom deep link takes its links, name and icon from Phantom's wallet-book entry: the
// built-in one by default, a host's own when it passes a book. Where connect would send the user
// shows which link it used.

const context = { getNetwork: () => solanaDevnet(), logger: createLogger({ level: 'silent' }) };

/** The link connect leaves for, with this connector's parameters. */
async function connectLink(parameters: Parameters<typeof createPhantomDeepLinkConnector>[0]) {
  const visited: string[] = [];
  const page: DeepLinkPage = {
    getUrl: () => 'https://app.example/',
    replaceUrl: () => undefined,
    navigate: (url) => void visited.push(url),
  };
  const storage = createStorage({ adapter: createMemoryStorageAdapter() });
  const connector = createPhantomDeepLinkConnector({ ...parameters, storage, page }, context);
  void connector.connect();
  // Bounded by time: the first connect of a run loads the deep link's crypto (slow when busy).
  const deadline = performance.now() + 10_000;
  while (visited.length === 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const link = new URL(visited[0] as string);
  return { connector, base: `${link.origin}${link.pathname}` };
}

/** The built-in book with Phantom's entry changed. */
const bookWithPhantom = (change: Partial<WalletBookEntry>): WalletBookEntry[] =>
  walletBook.map((entry) => (entry.key === 'phantom' ? { ...entry, ...change } : entry));

describe('Phantom deep link from its wallet-book entry', () => {
  it("links to the built-in entry's universal link", async () => {
    const { base, connector } = await connectLink({});
    expect(base).toBe('https://phantom.app/ul/v1/connect');
    expect(connector.name).toBe('Phantom');
  });

  it('follows a changed entry: its universal link, else its native one, and its name and icon', async () => {
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
    const universal = await connectLink({
      walletBook: bookWithPhantom({
        name: 'Phantom (staging)',
        icon,
        deepLinks: { native: 'phantom-staging://v1', universal: 'https://staging.example/ul/v1/' },
      }),
    });
    expect(universal.base).toBe('https://staging.example/ul/v1/connect');
    expect(universal.connector.name).toBe('Phantom (staging)');
    expect(universal.connector.icon).toBe(icon);

    const native = await connectLink({
      walletBook: bookWithPhantom({ deepLinks: { native: 'https://native.example/v1' } }),
    });
    expect(native.base).toBe('https://native.example/v1/connect');
  });

  it('still lets baseUrl (the sandbox responder) override the entry', async () => {
    const { base } = await connectLink({
      baseUrl: 'http://127.0.0.1:8899/phantom/ul/v1',
      walletBook: bookWithPhantom({ deepLinks: { universal: 'https://staging.example/ul/v1' } }),
    });
    expect(base).toBe('http://127.0.0.1:8899/phantom/ul/v1/connect');
  });
});
