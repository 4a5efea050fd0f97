import { base64urlnopad } from '@scure/base';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { WebAuthnError } from '../errors/webauthn-error.js';
import { toPasskeyError } from './to-passkey-error.js';

/** How long a passkey ceremony may take: 300000 ms (SPEC §9). */
export const PASSKEY_TIMEOUT_MS = 300_000;

/**
 * Parameters of {@link createPasskey}. A passkey needs a name for the user: an email or a
 * passkey identifier.
 *
 * @example
 * ```ts
 * const parameters: CreatePasskeyParameters = { rpName: 'Acme', email: 'ada@example.com' };
 * ```
 */
export interface CreatePasskeyParameters {
  /** The app's name, shown by the browser. */
  rpName: string;
  /** Must be this page's domain or a parent of it. Default: the page's hostname. */
  rpId?: string;
  email?: string;
  passkeyIdentifier?: string;
  /** Default: the email or identifier. */
  displayName?: string;
  /** The WebAuthn user handle, 1 to 64 bytes. Default: 32 random bytes. */
  userId?: Uint8Array;
  /** Default: 32 random bytes. */
  challenge?: Uint8Array;
}

/**
 * A new passkey in the custody provider's attestation shape (`create_authenticators`,
 * `create_sub_organization` root users, `recover_user`).
 *
 * @example
 * ```ts
 * const { challenge, attestation } = await createPasskey({ rpName: 'Acme', email });
 * ```
 */
export interface PasskeyRegistration {
  /** base64url of the exact challenge bytes. */
  readonly challenge: string;
  readonly displayName: string;
  readonly attestation: {
    readonly credentialId: string;
    readonly clientDataJson: string;
    readonly attestationObject: string;
    readonly transports: readonly string[];
  };
}

const TRANSPORTS: Record<string, string> = {
  internal: 'AUTHENTICATOR_TRANSPORT_INTERNAL',
  usb: 'AUTHENTICATOR_TRANSPORT_USB',
  nfc: 'AUTHENTICATOR_TRANSPORT_NFC',
  ble: 'AUTHENTICATOR_TRANSPORT_BLE',
  hybrid: 'AUTHENTICATOR_TRANSPORT_HYBRID',
};

function hostname(): string {
  return (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
}

/**
 * Registers a passkey with the browser: ES256 (-7), resident key 'preferred', user verification
 * 'discouraged', 300000 ms, no attestation — the options SPEC §9 fixes.
 *
 * @throws {CustodyError} 'Passkey registration needs an email or a passkey identifier'.
 * @throws {WebAuthnError} 'Webauthn is not supported on this device', or a ceremony failure
 * classified ERROR_INVALID_USER_ID_LENGTH, ERROR_INVALID_RP_ID, ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED, ….
 * @throws {UserCancellationError} when the user dismissed the prompt (a warning, not an error).
 * @example
 * ```ts
 * const registration = await createPasskey({ rpName: config.appName, email: 'ada@example.com' });
 * await productApi.registerPasskeyUser({ email, ...registration });
 * ```
 */
export async function createPasskey(
  parameters: CreatePasskeyParameters,
): Promise<PasskeyRegistration> {
  const name = parameters.email?.trim() || parameters.passkeyIdentifier?.trim();
  if (!name) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING);
  const userId = parameters.userId ?? crypto.getRandomValues(new Uint8Array(32));
  if (userId.length < 1 || userId.length > 64) {
    throw WebAuthnError.ceremony('ERROR_INVALID_USER_ID_LENGTH');
  }
  const host = hostname();
  const rpId = parameters.rpId ?? host;
  if (!rpId || (host && host !== rpId && !host.endsWith(`.${rpId}`))) {
    throw WebAuthnError.ceremony('ERROR_INVALID_RP_ID');
  }
  if (!browserSupportsWebAuthn()) throw WebAuthnError.notSupported();
  const challenge = parameters.challenge ?? crypto.getRandomValues(new Uint8Array(32));
  const displayName = parameters.displayName ?? name;
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({
      optionsJSON: {
        rp: { id: rpId, name: parameters.rpName },
        user: { id: base64urlnopad.encode(userId), name, displayName },
        challenge: base64urlnopad.encode(challenge),
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'discouraged' },
        timeout: PASSKEY_TIMEOUT_MS,
        attestation: 'none',
      },
    });
  } catch (error) {
    throw toPasskeyError(error);
  }
  return {
    challenge: base64urlnopad.encode(challenge),
    displayName,
    attestation: {
      credentialId: response.rawId,
      clientDataJson: response.response.clientDataJSON,
      attestationObject: response.response.attestationObject,
      transports: (response.response.transports ?? [])
        .map((transport) => TRANSPORTS[transport])
        .filter((transport): transport is string => transport !== undefined),
    },
  };
}
