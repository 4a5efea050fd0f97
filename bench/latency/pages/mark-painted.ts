// Loaded before the app, as an extension's wallet would be: registers a Wallet Standard wallet,
// then marks the first frame in which the app's wallet list shows that wallet — an entry in the
// list naming it, laid out and visible — not merely the first list item (an install link, say).
import { registerTestWallet } from '@latchkey/sandbox/test-wallet';

declare global {
  interface Window {
    walletListPaintedAt?: number | undefined;
  }
}

const WALLET_NAME = 'Latchkey Test Wallet';

function detectedWalletVisible(listItems: string): boolean {
  for (const item of document.querySelectorAll<HTMLElement>(listItems)) {
    if (!item.textContent?.includes(WALLET_NAME)) continue;
    const box = item.getBoundingClientRect();
    const style = getComputedStyle(item);
    const shown = style.visibility !== 'hidden' && Number(style.opacity) > 0;
    if (box.width > 0 && box.height > 0 && shown && box.bottom > 0) return true;
  }
  return false;
}

export function markWhenPainted(listItems: string) {
  void registerTestWallet({ name: WALLET_NAME, rpcUrl: 'http://127.0.0.1:9', approval: 'auto' });
  // Checked on every frame until seen (a fade-in or a layout change counts too); the mark is the
  // start of the frame that paints it.
  const check = (frameStart: number) => {
    if (!detectedWalletVisible(listItems)) {
      requestAnimationFrame(check);
      return;
    }
    performance.mark('wallet-list-painted', { startTime: frameStart });
    window.walletListPaintedAt = frameStart;
  };
  requestAnimationFrame(check);
}
