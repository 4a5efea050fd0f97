import type { MfaFactorKind } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { isKnownDevice } from './known-devices.js';
import type { MfaSettings } from './mfa-options.js';

/**
 * What a sign-in route knows to ask for a second factor on a new device: the server's settings
 * and the device the request proved (`provenDevice`), if any.
 */
export interface NewDeviceCheck {
  readonly settings: MfaSettings;
  readonly device: string | undefined;
}

/**
 * The kinds of second factor a user must prove one of before a sign-in here completes: when the
 * host guards `signInNewDevice`, the user holds a factor, and has not proven one on this device.
 *
 * @returns `undefined` when the sign-in goes ahead.
 */
export async function newDeviceFactors(
  queries: DatabaseQueries,
  check: NewDeviceCheck | undefined,
  userId: string,
): Promise<readonly MfaFactorKind[] | undefined> {
  if (!check?.settings.require.has('signInNewDevice')) return undefined;
  const { rows } = await queries.query<{ kind: MfaFactorKind }>(
    `SELECT DISTINCT kind FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL
     ORDER BY kind`,
    [userId],
  );
  if (rows.length === 0) return undefined;
  if (await isKnownDevice(queries, { userId, device: check.device })) return undefined;
  return rows.map((row) => row.kind);
}
