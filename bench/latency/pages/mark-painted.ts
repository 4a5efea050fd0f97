// Loaded before the app, as an extension's wallet would be: registers a Wallet Standard wallet,
// then marks the first frame in which the app's wallet list shows it.
import { registerTestWallet } from '@latchkey/sandbox/test-wallet';

declare global {
  interface Window {
    walletListPaintedAt?: number | undefined;
  }
}

export function markWhenPainted(selector: string) {
  void registerTestWallet({ rpcUrl: 'http://127.0.0.1:9', approval: 'auto' });
  const painted = () => {
    if (!document.querySelector(selector)) return false;
    requestAnimationFrame(() => {
      performance.mark('wallet-list-painted');
      window.walletListPaintedAt =
        performance.getEntriesByName('wallet-list-painted')[0]?.startTime;
    });
    return true;
  };
  if (painted()) return;
  const observer = new MutationObserver(() => {
    if (painted()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
