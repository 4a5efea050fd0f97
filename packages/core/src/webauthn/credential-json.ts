import { base64UrlOf, bytesOfBase64Url } from './base64url-bytes.js';

/**
 * What every WebAuthn answer's JSON form starts with: the credential's id (and raw id), its type,
 * the extensions' results and, when the browser says, how the authenticator is attached.
 */
export function credentialJson(credential: PublicKeyCredential) {
  return {
    id: credential.id,
    rawId: base64UrlOf(new Uint8Array(credential.rawId)),
    type: 'public-key' as const,
    clientExtensionResults: credential.getClientExtensionResults(),
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment as AuthenticatorAttachment }
      : {}),
  };
}

/** The credentials an options JSON names (to allow or to exclude), as the browser takes them. */
export function credentialDescriptors(
  listed: readonly { id: string; transports?: readonly string[] }[] | undefined,
): PublicKeyCredentialDescriptor[] {
  return (listed ?? []).map((credential) => ({
    type: 'public-key' as const,
    id: bytesOfBase64Url(credential.id),
    ...(credential.transports
      ? { transports: [...credential.transports] as AuthenticatorTransport[] }
      : {}),
  }));
}
