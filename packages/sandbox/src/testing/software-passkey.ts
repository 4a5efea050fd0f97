import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey (P-256, "none" attestation), made by the WebAuthn rules byte for byte, so the
// server's registration and assertion checks run in Node. The browser's own authenticator drives
// the same checks in the embedded-wallet end-to-end specs.

export const PASSKEY_ORIGIN = 'http://localhost:5173';
export const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * A passkey for tests: registers by attestation, stamps bodies as X-Stamp-Webauthn. A `synced`
 * one keeps its signature counter at 0, as iCloud Keychain's and Google Password Manager's do,
 * so a verifier's counter check cannot tell a replay.
 */
export function softwarePasskey(options: { synced?: boolean; rpId?: string } = {}) {
  const secret = p256.utils.randomSecretKey();
  const point = p256.getPublicKey(secret, false);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const rpIdHash = sha256(new TextEncoder().encode(options.rpId ?? 'localhost'));
  let counter = 0;
  const counterBytes = () => new Uint8Array(new Uint32Array([counter]).buffer).reverse();
  return {
    credentialId: b64url(credentialId),
    register(challenge: string) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, point.subarray(1, 33)],
        [-3, point.subarray(33)],
      ]);
      const coseKey = isoCBOR.encode(cose);
      const authData = new Uint8Array([
        ...rpIdHash,
        0x41, // user present, attested credential data
        ...counterBytes(),
        ...new Uint8Array(16), // AAGUID
        0,
        credentialId.length,
        ...credentialId,
        ...coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      const clientData = { type: 'webauthn.create', challenge, origin: PASSKEY_ORIGIN };
      return {
        credentialId: b64url(credentialId),
        clientDataJson: b64url(new TextEncoder().encode(JSON.stringify(clientData))),
        attestationObject: b64url(attestationObject),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
      };
    },
    /** A `navigator.credentials.create` answer in its JSON form (a `RegistrationResponseJSON`). */
    registrationJson(challenge: string, origin = PASSKEY_ORIGIN) {
      const made = this.register(challenge);
      const clientData = { type: 'webauthn.create', challenge, origin };
      return {
        id: made.credentialId,
        rawId: made.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(new TextEncoder().encode(JSON.stringify(clientData))),
          attestationObject: made.attestationObject,
          transports: ['usb'],
        },
      };
    },
    /**
     * A `navigator.credentials.get` answer in its JSON form (an `AuthenticationResponseJSON`);
     * `counter` signs with that signature counter instead of the next one.
     */
    assertionJson(challenge: string, origin = PASSKEY_ORIGIN, signed: { counter?: number } = {}) {
      if (signed.counter !== undefined) counter = signed.counter;
      else if (!options.synced) counter += 1;
      const clientDataJson = new TextEncoder().encode(
        JSON.stringify({ type: 'webauthn.get', challenge, origin }),
      );
      const authenticatorData = new Uint8Array([...rpIdHash, 0x01, ...counterBytes()]);
      const signature = p256.sign(
        new Uint8Array([...authenticatorData, ...sha256(clientDataJson)]),
        secret,
        { format: 'der' },
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJson),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
      };
    },
    /** The X-Stamp-Webauthn header for a body, as the provider's webauthn stamper builds it. */
    stamp(body: string, origin = PASSKEY_ORIGIN) {
      if (!options.synced) counter += 1;
      const challenge = b64url(
        new TextEncoder().encode(bytesToHex(sha256(new TextEncoder().encode(body)))),
      );
      const clientDataJson = new TextEncoder().encode(
        JSON.stringify({ type: 'webauthn.get', challenge, origin }),
      );
      const authenticatorData = new Uint8Array([...rpIdHash, 0x01, ...counterBytes()]);
      const signature = p256.sign(
        new Uint8Array([...authenticatorData, ...sha256(clientDataJson)]),
        secret,
        {
          format: 'der',
        },
      );
      return JSON.stringify({
        authenticatorData: b64url(authenticatorData),
        clientDataJson: b64url(clientDataJson),
        credentialId: b64url(credentialId),
        signature: b64url(signature),
      });
    },
  };
}
