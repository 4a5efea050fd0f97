import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { base64UrlOf, bytesOfBase64Url } from './base64url-bytes.js';
import { credentialDescriptors, credentialJson } from './credential-json.js';

const bytes = (value: ArrayBuffer) => base64UrlOf(new Uint8Array(value));

/**
 * `navigator.credentials.create` for a server's options in their JSON form, answered in the JSON
 * form the server verifies (its attestation, client data and transports). The types are
 * `@simplewebauthn/browser`'s; its `startRegistration` is not used here because a chunk loaded
 * on demand that shares it with the embedded wallet's page splits that page's up-front code.
 *
 * @throws The browser's `DOMException` (`NotAllowedError` when the user backed out,
 * `InvalidStateError` for an authenticator the options excluded).
 */
export async function createPasskeyCredential(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { challenge, user, excludeCredentials, hints: _hints, ...rest } = options;
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...(rest as Omit<PublicKeyCredentialCreationOptions, 'challenge' | 'user'>),
      challenge: bytesOfBase64Url(challenge),
      user: { ...user, id: bytesOfBase64Url(user.id) },
      excludeCredentials: credentialDescriptors(excludeCredentials),
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey was made', 'NotAllowedError');
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    ...credentialJson(credential),
    response: {
      clientDataJSON: bytes(response.clientDataJSON),
      attestationObject: bytes(response.attestationObject),
      transports: response.getTransports?.() ?? [],
    },
  };
}
