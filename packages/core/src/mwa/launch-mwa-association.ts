import { MwaSessionError } from './mwa-session-error.js';

// Android asks the wallet app to take the `solana-wallet:` link; the page losing focus is the
// only sign that one did. Solana Mobile's package waits 3 s for it, and so do we.
const LAUNCH_TIMEOUT_MS = 3000;

/**
 * Opens an association URI on this page (Android hands it to a wallet app) and resolves once the
 * page loses focus to the wallet. An `https:` wallet link (a wallet's own `wallet_uri_base`) is
 * followed without waiting.
 *
 * @throws {MwaSessionError} `'not-found'` when no wallet app took it within 3 s.
 */
export function launchMwaAssociation(uri: string, timeoutMs = LAUNCH_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    if (uri.startsWith('https:')) {
      window.location.assign(uri);
      resolve();
      return;
    }
    const done = (launched: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('blur', onLeave);
      document.removeEventListener('visibilitychange', onLeave);
      if (launched) resolve();
      else reject(new MwaSessionError('not-found', 'no wallet app took the association'));
    };
    // The page blurs (or hides) as the wallet app comes to the front.
    const onLeave = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    window.addEventListener('blur', onLeave);
    document.addEventListener('visibilitychange', onLeave);
    window.location.assign(uri);
  });
}
