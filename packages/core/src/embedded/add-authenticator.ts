import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import type { PasskeyRegistration } from '../webauthn/create-passkey.js';

/**
 * Registers a new passkey with the user at the custody provider (`create_authenticators`),
 * stamped by the session key.
 *
 * @example
 * ```ts
 * await addAuthenticator({ session, client, organizationId, userId, passkey });
 * ```
 */
export async function addAuthenticator(parameters: {
  session: CustodySession;
  client: CustodyClient;
  organizationId: string;
  userId: string;
  passkey: PasskeyRegistration;
}): Promise<void> {
  const { session, client, organizationId, userId, passkey } = parameters;
  await session.run((stamper) =>
    client.withStamper(stamper).submit('create_authenticators', {
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
    }),
  );
}
