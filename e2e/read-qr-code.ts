import { expect, type Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';

/**
 * Reads the QR code the dialog shows (inside the element with `testId`), as a phone's camera
 * would: drawn, then decoded.
 */
export async function readQrCode(page: Page, testId: string): Promise<string> {
  // Not the placeholder drawn (aria-busy) while the encoder's chunk loads: it has no modules.
  const svg = page.getByTestId(testId).locator('svg:not([aria-busy])');
  await expect(svg).toBeVisible();
  const image = await svg.evaluate(async (element) => {
    const copy = element.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    for (const selector of ['rect', 'path']) {
      const fill = getComputedStyle(element.querySelector(selector) as Element).fill;
      copy.querySelector(selector)?.setAttribute('fill', fill);
    }
    const picture = new Image();
    picture.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    await picture.decode();
    // Module edges on whole pixels, a few hundred pixels wide: enough for the decoder.
    const scale = Math.max(1, Math.ceil(400 / picture.naturalWidth));
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth * scale;
    canvas.height = picture.naturalHeight * scale;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.imageSmoothingEnabled = false;
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: [...data], width, height };
  });
  return decodeQR({ data: new Uint8Array(image.data), width: image.width, height: image.height });
}
