import type { IncomingHttpHeaders } from 'node:http';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { CustodyApiError } from './custody-api-error.js';
import {
  type ApiKeyRecord,
  type AuthenticatorRecord,
  type CustodyState,
  lineage,
  type OrganizationRecord,
  type UserRecord,
} from './custody-state.js';

/** Who signed a request: the key or passkey, its user and the organization that holds them. */
export interface Principal {
  organization: OrganizationRecord;
  user: UserRecord;
  apiKey?: ApiKeyRecord;
  authenticator?: AuthenticatorRecord;
  /**
   * Who signed: the API key's public key or the passkey's credential id. With the body's hash it
   * keys the replay cache, so a re-encoded (malleated) signature over the same body is refused too.
   */
  signer: string;
}

/** Which origins and relying-party ids passkey assertions may come from. */
export interface WebAuthnExpectations {
  rpIds: string[];
  /** Exact origins, or a test for them. */
  origin: (origin: string) => boolean;
}

const NOT_FOUND = 'could not find public key in organization or its parent organization';

function malformed(): CustodyApiError {
  return new CustodyApiError(16, 'malformed activity stamp', 'MALFORMED_STAMP');
}

function fromBase64Url(text: string): string {
  return Buffer.from(text, 'base64url').toString('utf8');
}

/**
 * Where a credential is looked up: the organization and its parents, and — for `whoami` only,
 * which is how a user signs in knowing just the parent organization — its sub-organizations.
 */
function searchOrder(
  state: CustodyState,
  organizationId: string,
  includeDescendants: boolean,
): OrganizationRecord[] {
  const order = lineage(state, organizationId);
  if (!includeDescendants) return order;
  for (const organization of Object.values(state.organizations)) {
    if (order.includes(organization)) continue;
    if (
      lineage(state, organization.organizationId).some((o) => o.organizationId === organizationId)
    ) {
      order.push(organization);
    }
  }
  return order;
}

function findApiKey(
  organizations: OrganizationRecord[],
  publicKey: string,
): { organization: OrganizationRecord; user: UserRecord; apiKey: ApiKeyRecord } | undefined {
  for (const organization of organizations) {
    for (const user of organization.users) {
      const apiKey = user.apiKeys.find((key) => key.publicKey === publicKey.toLowerCase());
      if (apiKey) return { organization, user, apiKey };
    }
  }
  return undefined;
}

function findAuthenticator(organizations: OrganizationRecord[], credentialId: string) {
  for (const organization of organizations) {
    for (const user of organization.users) {
      const authenticator = user.authenticators.find((a) => a.credentialId === credentialId);
      if (authenticator) return { organization, user, authenticator };
    }
  }
  return undefined;
}

/**
 * Verifies a request's stamp against the keys and passkeys of the body's organization and its
 * parents, as the provider does: `X-Stamp` (P-256 ECDSA/SHA-256, DER, over the exact body) or
 * `X-Stamp-Webauthn` (a WebAuthn assertion whose challenge is the hex SHA-256 of the body).
 *
 * @throws {CustodyApiError} 16 'malformed activity stamp', 16 'could not find public key in
 * organization or its parent organization', 16 'could not verify api key signature', 16
 * 'expired api key', 16 'could not verify WebAuthN signature', or 5 'webauthn authenticator not
 * found in organization or parent organization'.
 */
export async function authenticateRequest(
  state: CustodyState,
  headers: IncomingHttpHeaders,
  body: string,
  organizationId: string,
  webauthn: WebAuthnExpectations,
  now: number,
  includeDescendants = false,
): Promise<Principal> {
  const organizations = searchOrder(state, organizationId, includeDescendants);
  const apiStamp = headers['x-stamp'];
  const passkeyStamp = headers['x-stamp-webauthn'];
  if ((apiStamp === undefined) === (passkeyStamp === undefined)) throw malformed();
  if (typeof apiStamp === 'string') {
    let stamp: { publicKey?: unknown; scheme?: unknown; signature?: unknown };
    try {
      stamp = JSON.parse(fromBase64Url(apiStamp));
    } catch {
      throw malformed();
    }
    if (
      stamp.scheme !== 'SIGNATURE_SCHEME_TK_API_P256' ||
      typeof stamp.publicKey !== 'string' ||
      typeof stamp.signature !== 'string' ||
      !/^0[23][0-9a-fA-F]{64}$/.test(stamp.publicKey) ||
      !/^[0-9a-fA-F]+$/.test(stamp.signature)
    ) {
      throw malformed();
    }
    const found = findApiKey(organizations, stamp.publicKey);
    if (!found) throw new CustodyApiError(16, NOT_FOUND, 'PUBLIC_KEY_NOT_FOUND');
    let valid = false;
    try {
      valid = p256.verify(
        hexToBytes(stamp.signature),
        sha256(new TextEncoder().encode(body)),
        hexToBytes(stamp.publicKey),
        { prehash: false, format: 'der', lowS: false },
      );
    } catch {
      valid = false;
    }
    if (!valid) {
      throw new CustodyApiError(16, 'could not verify api key signature', 'SIGNATURE_INVALID');
    }
    if (found.apiKey.expiresAt !== undefined && found.apiKey.expiresAt <= now) {
      throw new CustodyApiError(16, 'expired api key', 'API_KEY_EXPIRED');
    }
    return { ...found, signer: `api-key:${stamp.publicKey.toLowerCase()}` };
  }
  let assertion: Record<string, unknown>;
  try {
    assertion = JSON.parse(String(passkeyStamp));
  } catch {
    throw malformed();
  }
  const { authenticatorData, clientDataJson, credentialId, signature } = assertion;
  if (
    typeof authenticatorData !== 'string' ||
    typeof clientDataJson !== 'string' ||
    typeof credentialId !== 'string' ||
    typeof signature !== 'string'
  ) {
    throw malformed();
  }
  const found = findAuthenticator(organizations, credentialId);
  if (!found) {
    throw new CustodyApiError(
      5,
      'webauthn authenticator not found in organization or parent organization',
      'CREDENTIAL_NOT_FOUND',
    );
  }
  const challenge = Buffer.from(bytesToHex(sha256(new TextEncoder().encode(body)))).toString(
    'base64url',
  );
  let verified = false;
  try {
    // The allowed origins are a rule (any localhost port), so check the one the browser reported
    // against it, then have the library require exactly that one.
    const clientData = JSON.parse(fromBase64Url(clientDataJson)) as { origin?: unknown };
    const origin = typeof clientData.origin === 'string' ? clientData.origin : '';
    if (!webauthn.origin(origin)) throw new Error(`origin ${origin} is not allowed`);
    const result = await verifyAuthenticationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: { authenticatorData, clientDataJSON: clientDataJson, signature },
      },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: webauthn.rpIds,
      credential: {
        id: credentialId,
        publicKey: new Uint8Array(Buffer.from(found.authenticator.publicKey, 'base64url')),
        counter: found.authenticator.counter,
      },
      requireUserVerification: false,
    });
    verified = result.verified;
    if (verified) found.authenticator.counter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  if (!verified) {
    throw new CustodyApiError(16, 'could not verify WebAuthN signature', 'SIGNATURE_INVALID');
  }
  return { ...found, signer: `passkey:${credentialId}` };
}
