import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { base64UrlOf, bytesOfBase64Url } from './base64url-bytes.js';
import { credentialDescriptors, credentialJson } from './credential-json.js';

const bytes = (value: ArrayBuffer) => base64UrlOf(new Uint8Array(value));

/**
 * `navigator.credentials.get` for a server's options in their JSON form, answered in the JSON
 * form the server verifies. The options and answer types are `@simplewebauthn/browser`'s; its
 * `startAuthentication` is not used because, reached through that package's entry, it would
 * join the code the embedded wallet's page loads up front.
 *
 * @throws The browser's `DOMException` (`NotAllowedError` when the user backed out).
 */
export async function getPasskeyAssertion(
  options: PublicKeyCredentialRequestOptionsJSON,
  signal?: AbortSignal,
): Promise<AuthenticationResponseJSON> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: bytesOfBase64Url(options.challenge),
      ...(options.rpId === undefined ? {} : { rpId: options.rpId }),
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options.userVerification === undefined
        ? {}
        : { userVerification: options.userVerification }),
      allowCredentials: credentialDescriptors(options.allowCredentials),
    },
    ...(signal ? { signal } : {}),
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey answered', 'NotAllowedError');
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    ...credentialJson(credential),
    response: {
      clientDataJSON: bytes(response.clientDataJSON),
      authenticatorData: bytes(response.authenticatorData),
      signature: bytes(response.signature),
      ...(response.userHandle ? { userHandle: bytes(response.userHandle) } : {}),
    },
  };
}
