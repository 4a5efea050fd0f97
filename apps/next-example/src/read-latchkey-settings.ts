import { readServerEnvironment, startOnce } from '@latchkey/server/node';

// Not a failure: `next dev` reloads .env files, so a variable fixed there is read again.
const readOnce = startOnce(() => readServerEnvironment(process.env));

/**
 * The product server's settings, read once per process from the variables `latchkey-server`
 * reads (`LATCHKEY_ENVIRONMENTS`, `LATCHKEY_ALLOWED_ORIGINS`, the custody API key, the fee
 * payer, `DATABASE_URL`…; see `readServerEnvironment`), each checked as it starts. The route
 * handler builds the server from them and the layout derives the page's public settings from
 * them, so the two cannot disagree. Server-only: they hold secrets.
 *
 * @throws {ServerConfigurationError} naming a variable that is missing or malformed.
 * @example
 * ```ts
 * const { environments, custody, sponsorship } = await readLatchkeySettings();
 * ```
 */
export function readLatchkeySettings(): ReturnType<typeof readServerEnvironment> {
  return readOnce();
}
