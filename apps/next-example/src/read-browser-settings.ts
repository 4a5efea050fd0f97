import { DEFAULT_CUSTODY_BASE_URL } from '@latchkey/server';
import type { BrowserSettings } from './browser-settings';
import { LATCHKEY_BASE_PATH } from './latchkey-base-path';
import { readLatchkeySettings } from './read-latchkey-settings';

/**
 * The page's settings, derived from the product server's so the page offers exactly what the
 * server serves: embedded wallets only with a custody provider, sponsorship only with a fee
 * payer. The page is the first environment in `LATCHKEY_ENVIRONMENTS` (its token is public: every
 * browser sends it). Its network is `SOLANA_RPC_URL` (default the sandbox's, 127.0.0.1:8899) and
 * `SOLANA_WS_URL`; the custody frames are `LATCHKEY_AUTH_FRAME_URL` and
 * `LATCHKEY_EXPORT_FRAME_URL` (default the provider's).
 *
 * @throws {Error} naming a server variable that is missing or malformed.
 * @example
 * ```tsx
 * const settings = await readBrowserSettings();
 * <Providers settings={settings}>{children}</Providers>;
 * ```
 */
export async function readBrowserSettings(): Promise<BrowserSettings> {
  const server = await readLatchkeySettings();
  const variable = (name: string) => process.env[name]?.trim() || undefined;
  const [environment] = Object.entries(server.environments);
  if (!environment) throw new Error('LATCHKEY_ENVIRONMENTS names no environment');
  const [environmentId, { authToken }] = environment;
  return {
    rpcUrl: variable('SOLANA_RPC_URL') ?? 'http://127.0.0.1:8899',
    wsUrl: variable('SOLANA_WS_URL'),
    productApi: { baseUrl: LATCHKEY_BASE_PATH, environmentId, authToken },
    sessionCarrier: server.sessions.carrier ?? 'bearer',
    sponsorship: server.sponsorship ? { feePayer: server.sponsorship.feePayer.address } : undefined,
    embedded: server.custody
      ? {
          custodyBaseUrl: server.custody.baseUrl ?? DEFAULT_CUSTODY_BASE_URL,
          organizationId: server.custody.organizationId,
          authFrameUrl: variable('LATCHKEY_AUTH_FRAME_URL'),
          exportFrameUrl: variable('LATCHKEY_EXPORT_FRAME_URL'),
        }
      : undefined,
  };
}
