import { LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED } from '../errors/codes.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { type OAuthReturn, readOAuthReturn } from './oauth-return.js';

/**
 * Waits for the popup to come back to `redirectUri` with the provider's answer, then closes it.
 * The popup is read only once it is back on this page's origin (the provider's pages cannot be
 * read, and never need to be). A popup the user closes is a cancellation, as is one left open
 * past `timeoutMs`.
 *
 * @throws {UserCancellationError} 'user cancelled the request' when the popup closes first.
 */
export function waitForOAuthPopup(
  popup: Window,
  redirectUri: string,
  { timeoutMs = 10 * 60_000, intervalMs = 100 } = {},
): Promise<OAuthReturn> {
  const target = new URL(redirectUri);
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed || Date.now() - startedAt > timeoutMs) {
        clearInterval(timer);
        if (!popup.closed) popup.close();
        reject(new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED));
        return;
      }
      let href: string;
      try {
        href = popup.location.href;
      } catch {
        return; // At the provider: another origin, not readable (nor needed).
      }
      const at = href.startsWith('http') ? new URL(href) : undefined;
      if (!at || at.origin !== target.origin || at.pathname !== target.pathname) return;
      const returned = readOAuthReturn(href);
      if (!returned) return;
      clearInterval(timer);
      popup.close();
      resolve(returned);
    }, intervalMs);
  });
}
