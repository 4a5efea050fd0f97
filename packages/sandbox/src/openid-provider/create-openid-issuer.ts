import { generateKeyPair, type KeyObject, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { interactionPolicy } from 'oidc-provider';
import { isLoopbackRedirectUri } from './loopback-redirect-uri.js';
import { OpenIdAccounts, type OpenIdClient, type OpenIdIssuerName } from './openid-accounts.js';
import { createOpenIdMemoryAdapter } from './openid-memory-adapter.js';
import { escapeHtml } from './openid-sign-in-page.js';

/** One sandbox issuer: its provider, people, app and current signing key. */
export interface OpenIdIssuer {
  readonly name: OpenIdIssuerName;
  /** `<origin>/google` or `<origin>/apple`: the ID tokens' `iss`. */
  readonly issuer: string;
  readonly title: string;
  readonly provider: Provider;
  readonly accounts: OpenIdAccounts;
  readonly client: OpenIdClient;
  readonly signingKey: { readonly kid: string; readonly privateKey: KeyObject };
}

const TITLES: Record<OpenIdIssuerName, string> = {
  google: 'Sandbox Google',
  apple: 'Sandbox Apple',
};

const generateRsaKey = promisify(generateKeyPair);

// The account chooser every time, even with a session at the issuer (as Google's "Choose an
// account"): a test signs in as whom it clicks, never silently as the last person.
function chooseAccountEveryTime() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'choose_account',
        'The sandbox asks which account every time',
        (context) => context.oidc.result?.login === undefined,
      ),
    );
  return policy;
}

/**
 * An `oidc-provider` Provider for one sandbox issuer at `<origin>/<name>`: authorization code with
 * PKCE (S256) required, scopes `openid email`, the email claims in the ID token itself (RS256,
 * a key made at start), one client (client_secret_post) that may redirect to any loopback URL,
 * our own sign-in page instead of the development one, no dynamic registration.
 */
export async function createOpenIdIssuer(
  name: OpenIdIssuerName,
  origin: string,
): Promise<OpenIdIssuer> {
  const issuer = `${origin}/${name}`;
  const { privateKey } = await generateRsaKey('rsa', { modulusLength: 2048 });
  const kid = `sandbox-${name}-${randomBytes(6).toString('hex')}`;
  const accounts = new OpenIdAccounts(issuer, name);
  const client = { clientId: `sandbox-${name}-client`, clientSecret: `sandbox-${name}-secret` };
  const provider = new Provider(issuer, {
    adapter: createOpenIdMemoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        // A placeholder: any loopback redirect URI is accepted (see isLoopbackRedirectUri).
        redirect_uris: ['http://localhost/oauth/return'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Put the email claims in the ID token even though an access token is issued too: the
    // server reads them from the ID token only, as it does Google's and Apple's.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    findAccount: (_context: unknown, subject: string) => {
      const account = accounts.find(subject);
      return account && { accountId: subject, claims: () => accounts.claims(account) };
    },
    interactions: {
      policy: chooseAccountEveryTime(),
      url: (_context: unknown, interaction: { uid: string }) =>
        `/${name}/interaction/${interaction.uid}`,
    },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Both issuers share one origin: their cookies must not overwrite each other.
      names: {
        session: `_${name}_session`,
        interaction: `_${name}_interaction`,
        resume: `_${name}_interaction_resume`,
      },
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    renderError: (context: { type: string; body: string }, out: Record<string, string>) => {
      context.type = 'html';
      context.body = `<!doctype html><title>${TITLES[name]} — error</title><h1 data-testid="openid-error">${escapeHtml(out.error ?? 'error')}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  });
  // Any http(s) redirect URI on this machine, at any port and path: the demo and the tests run
  // on ports chosen at start. A loopback URI cannot hand the code to another machine.
  provider.Client.prototype.redirectUriAllowed = isLoopbackRedirectUri;
  return {
    name,
    issuer,
    title: TITLES[name],
    provider,
    accounts,
    client,
    signingKey: { kid, privateKey },
  };
}
