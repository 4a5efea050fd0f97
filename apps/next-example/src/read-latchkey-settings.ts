import { readServerEnvironment } from '@latchkey/server/node';

let settings: ReturnType<typeof readServerEnvironment> | undefined;

/**
 * The product server's settings, read once per process from the variables `latchkey-server`
 * reads (`LATCHKEY_ENVIRONMENTS`, `LATCHKEY_ALLOWED_ORIGINS`, the custody API key, the fee
 * payer, `DATABASE_URL`…; see `readServerEnvironment`). The route handler builds the server from
 * them and the layout derives the page's public settings from them, so the two cannot disagree.
 * Server-only: they hold secrets.
 *
 * @throws {Error} naming a variable that is missing or malformed.
 * @example
 * ```ts
 * const { environments, custody, sponsorship } = await readLatchkeySettings();
 * ```
 */
export function readLatchkeySettings(): ReturnType<typeof readServerEnvironment> {
  settings ??= readServerEnvironment(process.env);
  return settings;
}
