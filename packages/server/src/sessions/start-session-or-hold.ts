import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { type NewDeviceCheck, newDeviceFactors } from '../mfa/new-device-factors.js';
import { type HeldResume, type HeldSignIn, holdSignIn } from './held-sign-in.js';
import type { SessionContext } from './session-context.js';
import { startSession } from './start-session.js';

/**
 * Starts the session of a sign-in, or — when the host asks for a second factor on a new device
 * and this one is new to a user who holds a factor — holds it for one (`holdSignIn`). Run it in
 * the transaction that spent the sign-in's proof: a held sign-in is completed with the factor
 * alone, never with the proof again.
 */
export async function startSessionOrHold(
  tx: DatabaseQueries,
  context: SessionContext,
  parameters: {
    issuer: string;
    environmentId: string;
    userId: string;
    credentialId: string;
    newDevice: NewDeviceCheck | undefined;
    resume: HeldResume;
  },
): Promise<Session | HeldSignIn> {
  const { newDevice, resume, ...session } = parameters;
  const factors = await newDeviceFactors(tx, newDevice, session.userId);
  if (!factors) return startSession(tx, context, session);
  return holdSignIn(tx, context, { ...session, device: newDevice?.device, factors, resume });
}
