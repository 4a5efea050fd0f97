import type { MfaFactors } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { countRecoveryCodesLeft, readMfaFactors, toMfaFactor } from './mfa-factors.js';
import type { MfaSettings } from './mfa-options.js';

/** What `listMfaFactors` (and `removeMfaFactor`) answer for the user. */
export async function mfaFactorList(
  queries: DatabaseQueries,
  settings: MfaSettings,
  userId: string,
): Promise<MfaFactors> {
  const factors = (await readMfaFactors(queries, userId)).map(toMfaFactor);
  return {
    factors,
    recoveryCodesLeft: await countRecoveryCodesLeft(queries, userId),
    required: [...settings.require],
    windowSeconds: settings.windowSeconds,
  };
}
