import { randomUUID } from 'node:crypto';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { parameterList, requiredText } from './activity-parameters.js';
import type { WebAuthnExpectations } from './authenticate-request.js';
import { invalidArgument } from './custody-api-error.js';
import type { AuthenticatorRecord } from './custody-state.js';

/**
 * Turns an authenticator request into a record once its passkey attestation verifies, for an
 * allowed origin and relying party.
 *
 * @throws {CustodyApiError} 3 for a missing field, a disallowed origin or a refused attestation.
 */
export async function toAuthenticatorRecord(
  request: Record<string, unknown>,
  webauthn: WebAuthnExpectations,
  now: number,
): Promise<AuthenticatorRecord> {
  const attestation = (request.attestation ?? {}) as Record<string, unknown>;
  const credentialId = requiredText(attestation.credentialId, 'attestation.credentialId');
  const clientDataJson = requiredText(attestation.clientDataJson, 'attestation.clientDataJson');
  const origin = (() => {
    try {
      return String(JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')).origin);
    } catch {
      return '';
    }
  })();
  if (!webauthn.origin(origin)) throw invalidArgument(`passkey origin ${origin} is not allowed`);
  const transports = parameterList(attestation.transports, 'transports') as unknown as string[];
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJson,
          attestationObject: requiredText(
            attestation.attestationObject,
            'attestation.attestationObject',
          ),
        },
      },
      expectedChallenge: requiredText(request.challenge, 'authenticators[].challenge'),
      expectedOrigin: origin,
      expectedRPID: webauthn.rpIds,
      requireUserVerification: false,
    });
  } catch (cause) {
    throw invalidArgument(`passkey attestation refused: ${(cause as Error).message}`);
  }
  if (!verification.verified) throw invalidArgument('passkey attestation refused');
  const { credential } = verification.registrationInfo;
  return {
    authenticatorId: randomUUID(),
    authenticatorName:
      typeof request.authenticatorName === 'string' ? request.authenticatorName : 'Passkey',
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: transports.map(String),
    createdAt: now,
  };
}
