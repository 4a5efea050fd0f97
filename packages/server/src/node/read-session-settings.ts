import type { JWK } from 'jose';
import { ServerConfigurationError } from '../server-error.js';
import type { SessionOptions } from '../sessions/session-options.js';

/**
 * The session settings from `LATCHKEY_SESSION_KEYS` (a JWK set, checked when the server
 * imports it), `LATCHKEY_SESSION_ISSUER` and `LATCHKEY_SESSION_CARRIER`.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming the variable.
 */
export function readSessionSettings(get: (name: string) => string | undefined): SessionOptions {
  const keys = get('LATCHKEY_SESSION_KEYS');
  const issuer = get('LATCHKEY_SESSION_ISSUER');
  const carrier = get('LATCHKEY_SESSION_CARRIER');
  if (issuer !== undefined && !/^https?:\/\/[^/]+\/?$/.test(issuer)) {
    throw invalid('LATCHKEY_SESSION_ISSUER must be an origin such as https://auth.acme.example');
  }
  if (carrier !== undefined && carrier !== 'bearer' && carrier !== 'cookie') {
    throw invalid(`LATCHKEY_SESSION_CARRIER is bearer or cookie; got ${carrier}`);
  }
  return {
    ...(keys === undefined ? {} : { signingKeys: readKeySet(keys) }),
    ...(issuer === undefined ? {} : { issuer }),
    ...(carrier === undefined ? {} : { carrier }),
  };
}

function readKeySet(text: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // The value is a secret: never echoed.
    throw invalid('LATCHKEY_SESSION_KEYS must be a JWK set in JSON: {"keys":[…]}');
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'object' || key === null)) {
    throw invalid('LATCHKEY_SESSION_KEYS must be a JWK set in JSON: {"keys":[…]}');
  }
  return keys as JWK[];
}

function invalid(message: string): ServerConfigurationError {
  return new ServerConfigurationError('INVALID_SETTING', message);
}
