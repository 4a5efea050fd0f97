import type { CustodyClient } from '../custody/create-custody-client.js';
import type { PasskeyRegistration } from '../webauthn/create-passkey.js';

/**
 * Registers a new passkey with the user at the custody provider (`create_authenticators`),
 * stamped by the user's own credential — a passkey or the frame's recovery credential, never the
 * session key, which the provider refuses for this.
 */
export async function addAuthenticator(parameters: {
  /** Stamped by the user's passkey or a frame's credential. */
  client: CustodyClient;
  organizationId: string;
  userId: string;
  passkey: PasskeyRegistration;
}): Promise<void> {
  const { client, organizationId, userId, passkey } = parameters;
  await client.submit('create_authenticators', {
    type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
    organizationId,
    parameters: {
      userId,
      authenticators: [
        {
          authenticatorName: 'Passkey',
          challenge: passkey.challenge,
          attestation: passkey.attestation,
        },
      ],
    },
  });
}
