import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { EmbeddedKeyExport, ExportEmbeddedKeyBody } from '../product-api/export-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * Asks the server for an export of the signed-in user's embedded key, sealed to the export
 * frame's key: a second factor the server asks for first is proven through the registered prompt
 * and the same request sent again.
 *
 * @returns `undefined` when the page is not signed in to the product server, or for a wallet the
 *   server cannot export (made before it had its own user there): the browser exports then.
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 */
export async function requestKeyExport(
  config: Config,
  body: ExportEmbeddedKeyBody,
): Promise<EmbeddedKeyExport | undefined> {
  // Not signed in to the product server (or no `auth`): the browser exports.
  if (config.store.getState().session?.status !== 'signed-in') return undefined;
  const runtime = sessionOf(config);
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    let answer: Partial<EmbeddedKeyExport> | null;
    try {
      answer = (await runtime.post(
        'exportEmbeddedKey',
        body,
        undefined,
        sessionHeaders(runtime, token),
      )) as Partial<EmbeddedKeyExport> | null;
    } catch (error) {
      if (isExportInBrowser(error)) return undefined;
      throw error;
    }
    if (typeof answer?.exportBundle !== 'string' || typeof answer.organizationId !== 'string') {
      throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
    }
    return { organizationId: answer.organizationId, exportBundle: answer.exportBundle };
  });
}

function isExportInBrowser(error: unknown): boolean {
  const details = (error as { details?: { error?: { code?: unknown } } } | null)?.details;
  return details?.error?.code === 'EXPORT_IN_BROWSER';
}
