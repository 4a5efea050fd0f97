import { getInAppBrowserUrl, getWalletBookEntry } from '@latchkey/core';
import decodeQR from 'qr/decode.js';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { loadQrEncoder, qrEncoderChunk } from './load-qr-encoder.js';
import { QrCode } from './qr-code.js';
import '../../styles.css';

const page = mountBrowserRoot();

/** A real wallet browse link, the kind the wallet detail view encodes. */
const browseLink = (() => {
  const phantom = getWalletBookEntry('phantom');
  if (!phantom) throw new Error('phantom is in the wallet book');
  const link = getInAppBrowserUrl(phantom, {
    url: 'https://app.example/swap?from=SOL&to=USDC&amount=0.25',
    ref: 'https://app.example',
  });
  if (!link) throw new Error('phantom has a browse link');
  return link;
})();

/**
 * Decodes the QR code as the page shows it: the SVG with the fills the page's CSS computed
 * (theme included) written onto a copy, drawn through an <img> onto a canvas.
 */
async function decodeShown(svg: SVGSVGElement): Promise<string> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  for (const selector of ['rect', 'path']) {
    const fill = getComputedStyle(svg.querySelector(selector) as Element).fill;
    copy.querySelector(selector)?.setAttribute('fill', fill);
  }
  const image = new Image();
  image.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return decodeQR({ data, width, height });
}

// Declared first on purpose: the encoder chunk is a module, loaded once per page.
describe('QrCode before the encoder arrives', () => {
  it('holds the place with a labelled box of the same size, then draws the code', async () => {
    expect(qrEncoderChunk.peek()).toBeUndefined();
    await act(async () =>
      page.root.render(<QrCode value={browseLink} label="QR code to open in Phantom" />),
    );
    const placeholder = page.container.querySelector('svg');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.getAttribute('aria-label')).toBe('QR code to open in Phantom');
    expect(placeholder?.querySelector('path')).toBeNull();
    const before = placeholder?.getBoundingClientRect();
    expect([before?.width, before?.height]).toEqual([184, 184]);

    await act(async () => {
      await loadQrEncoder();
    });
    const code = page.container.querySelector('svg');
    expect(code?.getAttribute('role')).toBe('img');
    expect(code?.getAttribute('aria-label')).toBe('QR code to open in Phantom');
    expect(code?.hasAttribute('aria-busy')).toBe(false);
    expect(code?.querySelectorAll('path')).toHaveLength(1);
    const after = code?.getBoundingClientRect();
    expect([after?.width, after?.height]).toEqual([184, 184]);
  });
});

describe('QrCode', () => {
  it('encodes the value: a scanner reads it back', async () => {
    await loadQrEncoder();
    await act(async () => page.root.render(<QrCode value={browseLink} label="QR code" />));
    expect(await decodeShown(page.container.querySelector('svg') as SVGSVGElement)).toBe(
      browseLink,
    );
  });

  it('stays dark on light in the dark theme, and still scans', async () => {
    await loadQrEncoder();
    await act(async () =>
      page.root.render(
        <div className="latchkey-root" data-latchkey-theme="dark">
          <QrCode value="https://solflare.com/ul/v1/browse/x" label="QR code" size={120} />
        </div>,
      ),
    );
    const svg = page.container.querySelector('svg') as SVGSVGElement;
    expect(getComputedStyle(svg.querySelector('rect') as Element).fill).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(svg.querySelector('path') as Element).fill).toBe('rgb(22, 22, 29)');
    expect(await decodeShown(svg)).toBe('https://solflare.com/ul/v1/browse/x');
  });

  it('draws the new value when the value changes', async () => {
    await loadQrEncoder();
    await act(async () => page.root.render(<QrCode value="first" label="QR code" />));
    await act(async () => page.root.render(<QrCode value="second" label="QR code" />));
    expect(await decodeShown(page.container.querySelector('svg') as SVGSVGElement)).toBe('second');
  });

  it('draws nothing for a value no QR code can hold', async () => {
    await loadQrEncoder();
    await act(async () => page.root.render(<QrCode value={'x'.repeat(5000)} label="QR code" />));
    expect(page.container.innerHTML).toBe('');
  });
});
