import { createConfig, solanaMainnet, walletStandard } from '@latchkey/core';
import { createEmbeddedWallet, signInWithOAuth } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { useOAuthLogin } from '@latchkey/react';

export const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme',
  organizationId: 'your-parent-organization-id',
  productApi: createProductApiClient({ environmentId: 'env_acme' }),
  // Required with `oauth`: a sign-in that comes back by redirect finishes, and connects, on it.
  config: () => config,
  oauth: {
    // Shown in this order in the connect dialog, above the email field. The server lists the
    // same providers, with the same client ids (and the secrets, which stay there).
    providers: {
      google: { clientId: '1234-abcd.apps.googleusercontent.com' },
      apple: { clientId: 'com.acme.web' },
      // Any OpenID Connect issuer: its endpoints come from /.well-known/openid-configuration.
      acme: { name: 'Acme ID', issuer: 'https://id.acme.example', clientId: 'latchkey-web' },
    },
    // Register exactly this URL with every provider. Default: the page's origin and path.
    redirectUri: 'https://app.acme.example/',
  },
});

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), embeddedWallet.connectors],
});

// Without React: call it in the click's own task, before any await, or the popup is blocked.
// On phones (and wherever popups are blocked) the page goes to the provider and comes back; the
// sign-in then finishes by itself once the config reads the wallet's connectors
// (`await embeddedWallet.resumeOAuth()` waits for it).
export function onGoogleClick() {
  signInWithOAuth(embeddedWallet, { provider: 'google' }).catch(() => {});
}

// The connect dialog draws these already; drawn by the host instead:
export function SocialButtons() {
  const { providers, signInWithOAuth, isPending, error } = useOAuthLogin();
  return (
    <div>
      {providers.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          disabled={isPending}
          onClick={() => void signInWithOAuth(id).catch(() => {})}
        >
          Continue with {name}
        </button>
      ))}
      {/* A closed popup is no error; 'Sign-in with Google failed: …' and the server's refusals are. */}
      {error ? <p role="alert">{error.message}</p> : null}
    </div>
  );
}
