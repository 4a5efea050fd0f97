import { ServerConfigurationError } from '../server-error.js';
import type { ServerEnvironment } from './authorize-environment.js';

/**
 * A setting fit for the sandbox that production refuses unless named in `allowInsecure`:
 * `sandbox-token` (an environment whose token is the sandbox's public `sandbox-token`),
 * `any-origin` (`allowedOrigins: '*'`), `http-upstream` (a plain-http custody or RPC URL),
 * `generated-session-keys` (session signing keys the server made and keeps in its database, or
 * no `issuer` named).
 *
 * @example
 * ```ts
 * const allowInsecure: InsecureSetting[] = ['http-upstream']; // an RPC node on the same host
 * ```
 */
export type InsecureSetting =
  | 'sandbox-token'
  | 'any-origin'
  | 'http-upstream'
  | 'generated-session-keys';

/** Every {@link InsecureSetting}, for reading `LATCHKEY_ALLOW_INSECURE`. */
export const INSECURE_SETTINGS: readonly InsecureSetting[] = [
  'sandbox-token',
  'any-origin',
  'http-upstream',
  'generated-session-keys',
];

/** The token the sandbox and its examples ship with: public, so anyone can present it. */
export const SANDBOX_AUTH_TOKEN = 'sandbox-token';

/**
 * Refuses, in production, the settings that only make sense locally: each problem is named
 * with how to fix it. Outside production nothing is checked.
 *
 * @throws {ServerConfigurationError} `INSECURE_IN_PRODUCTION`, listing every problem.
 */
export function checkProductionSettings(settings: {
  production: boolean;
  allowInsecure: readonly InsecureSetting[];
  environments: Readonly<Record<string, ServerEnvironment>>;
  allowedOrigins: readonly string[] | '*';
  upstreams: Readonly<Record<string, string | undefined>>;
  sessions?:
    | { issuer?: string | undefined; signingKeys?: readonly unknown[] | undefined }
    | undefined;
}): void {
  if (!settings.production) return;
  const allowed = new Set(settings.allowInsecure);
  const howToAllow = (setting: InsecureSetting) =>
    `or, if you mean it, allow it with allowInsecure: ['${setting}'] (LATCHKEY_ALLOW_INSECURE=${setting})`;
  const problems: string[] = [];
  if (!allowed.has('sandbox-token')) {
    for (const [id, environment] of Object.entries(settings.environments)) {
      if (environment.authToken === SANDBOX_AUTH_TOKEN) {
        problems.push(
          `Environment ${id} uses the sandbox's public token ${SANDBOX_AUTH_TOKEN}: give it a token of your own (LATCHKEY_ENVIRONMENTS=${id}:<token>), ${howToAllow('sandbox-token')}.`,
        );
      }
    }
  }
  if (settings.allowedOrigins === '*' && !allowed.has('any-origin')) {
    problems.push(
      `allowedOrigins '*' lets every site's pages call this server: list your app's origins (LATCHKEY_ALLOWED_ORIGINS=https://app.example), ${howToAllow('any-origin')}.`,
    );
  }
  if (!allowed.has('http-upstream')) {
    for (const [name, url] of Object.entries(settings.upstreams)) {
      if (url && /^http:/i.test(url.trim())) {
        problems.push(
          // Its origin alone: an RPC URL often carries its provider's API key.
          `The ${name} URL ${URL.parse(url)?.origin ?? ''} is plain http, so its traffic can be read and changed on the way: use https, ${howToAllow('http-upstream')}.`,
        );
      }
    }
  }
  if (!allowed.has('generated-session-keys')) {
    if (!settings.sessions?.signingKeys) {
      problems.push(
        `Session tokens would be signed with a key the server generated and keeps in its database: pass your own (LATCHKEY_SESSION_KEYS, a JWK set of private ES256 keys), ${howToAllow('generated-session-keys')}.`,
      );
    }
    if (!settings.sessions?.issuer) {
      problems.push(
        `Session tokens would name as issuer whatever host a request was sent to: name this server's public URL (LATCHKEY_SESSION_ISSUER=https://auth.example), ${howToAllow('generated-session-keys')}.`,
      );
    }
  }
  if (problems.length > 0) {
    throw new ServerConfigurationError(
      'INSECURE_IN_PRODUCTION',
      `Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}`,
    );
  }
}
