/** The popup's window name: a second sign-in reuses the window rather than opening another. */
export const OAUTH_POPUP_NAME = 'latchkey-oauth';

/**
 * Opens the sign-in popup, blank, centred over the page. Call it in the click's own task,
 * before any `await`: browsers allow popups only there. `null` when the popup was blocked.
 */
export function openOAuthPopup(): Window | null {
  const width = 500;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open(
    'about:blank',
    OAUTH_POPUP_NAME,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}
