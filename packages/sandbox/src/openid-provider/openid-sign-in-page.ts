/** What the sign-in page shows. */
export interface OpenIdSignInPageParameters {
  /** "Sandbox Google" or "Sandbox Apple". */
  title: string;
  /** Where the forms post: the interaction's path. */
  action: string;
  /** The app asking (the client id). */
  clientId: string;
  /** The test accounts offered as buttons. */
  accounts: readonly { email: string; emailVerified: boolean }[];
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * The sandbox issuer's account chooser: each test account a button, "Use another account" (an
 * email and whether it is verified, so a test can be a new person each run) and "Cancel" (the
 * app hears `access_denied`). Plain HTML, every value escaped, stable `data-testid`s.
 */
export function renderOpenIdSignInPage(parameters: OpenIdSignInPageParameters): string {
  const title = escapeHtml(parameters.title);
  const action = escapeHtml(parameters.action);
  const accounts = parameters.accounts
    .map(({ email, emailVerified }) => {
      const safe = escapeHtml(email);
      return `<form method="post" action="${action}/choose">
  <input type="hidden" name="email" value="${safe}">
  <input type="hidden" name="verified" value="${emailVerified ? 'on' : 'off'}">
  <button type="submit" data-testid="openid-account-${safe}">${safe}
    <small>${emailVerified ? 'email verified' : 'email not verified'}</small></button>
</form>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — choose an account</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; }
button { display: block; width: 100%; margin: .4rem 0; padding: .7rem; text-align: left; }
small { display: block; color: #555; }
fieldset { margin-top: 1.5rem; }
</style>
</head>
<body>
<h1 data-testid="openid-title">${title} — choose an account</h1>
<p>to continue to <strong data-testid="openid-client">${escapeHtml(parameters.clientId)}</strong></p>
${accounts}
<form method="post" action="${action}/choose" data-testid="openid-other">
<fieldset><legend>Use another account</legend>
  <label>Email <input type="email" name="email" required data-testid="openid-other-email"></label>
  <label><input type="checkbox" name="verified" checked data-testid="openid-other-verified"> email verified</label>
  <button type="submit" data-testid="openid-other-submit">Continue</button>
</fieldset>
</form>
<form method="post" action="${action}/cancel">
  <button type="submit" data-testid="openid-cancel">Cancel</button>
</form>
</body>
</html>`;
}
