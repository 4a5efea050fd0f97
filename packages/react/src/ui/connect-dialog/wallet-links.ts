import { getInAppBrowserUrl, type WalletBookEntry } from '@latchkey/core';

/**
 * Where to install a wallet on this platform: the phone's store, or a desktop browser's
 * extension page.
 */
export function installLinkFor(entry: WalletBookEntry, platform: string): string | undefined {
  const links = entry.downloadLinks;
  if (!links) return undefined;
  if (platform === 'ios') return links.ios;
  if (platform === 'android') return links.android;
  return links.chrome ?? links.firefox ?? links.edge ?? links.brave;
}

/**
 * The link that opens this page inside the wallet's own in-app browser (on a phone, or scanned
 * from a desktop screen as a QR code).
 */
export function browseLinkFor(entry: WalletBookEntry, pageUrl: string): string | undefined {
  let origin = '';
  try {
    origin = new URL(pageUrl).origin;
  } catch {
    // No page URL (server rendering): the wallet gets none.
  }
  return getInAppBrowserUrl(entry, { url: pageUrl, ref: origin });
}
