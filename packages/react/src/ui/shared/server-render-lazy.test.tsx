import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadQrEncoder } from '../qr-code/load-qr-encoder.js';
import { QrCode } from '../qr-code/qr-code.js';
import { loadWalletLogos } from '../wallet-logos/load-wallet-logos.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';

// The server cannot wait for a lazy chunk, and the client's first render must match its markup:
// both draw the fallback, even when the chunk happens to be loaded in this process already.
describe('lazily loaded parts on the server', () => {
  it('renders the initial tile for a catalogue logo', async () => {
    await loadWalletLogos();
    const html = renderToString(
      <WalletLogo name="Phantom" icon={undefined} walletBookKey="phantom" />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('width="32" height="32"');
    expect(html).toContain('>P</text>');
  });

  it('renders the QR placeholder, at the size of the code', async () => {
    await loadQrEncoder();
    const html = renderToString(<QrCode value="https://example.com" label="QR code" />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('width="184" height="184"');
    expect(html).not.toContain('<path');
  });
});
