import type { PasskeyRegistration } from '../webauthn/create-passkey.js';
import type { CustodyClient } from './create-custody-client.js';

/**
 * Gives a user a new passkey by recovery (`ACTIVITY_TYPE_RECOVER_USER`), stamped by the recovery
 * credential an emailed code put into the frame.
 */
export async function recoverUser(
  client: CustodyClient,
  parameters: { organizationId: string; userId: string; passkey: PasskeyRegistration },
): Promise<void> {
  const { organizationId, userId, passkey } = parameters;
  await client.submit('recover_user', {
    type: 'ACTIVITY_TYPE_RECOVER_USER',
    organizationId,
    parameters: {
      userId,
      authenticator: {
        authenticatorName: 'Recovered passkey',
        challenge: passkey.challenge,
        attestation: passkey.attestation,
      },
    },
  });
}
