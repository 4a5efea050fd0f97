import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { DatabaseQueries } from '../database/database.js';
import { decodeCanonicalBase64Url } from '../encoding/decode-canonical-base64url.js';
import { invalidRequest, ServerError } from '../server-error.js';

/** How far a stamped `whoami`'s `timestampMs` may be from the server's clock. */
export const PASSKEY_PROOF_WINDOW_MS = 5 * 60 * 1000;
/** How long the provider may take to answer the forwarded `whoami`. */
const PROVIDER_TIMEOUT_MS = 10_000;
const MAX_BODY_LENGTH = 1024;

/**
 * Proves a passkey sign-in at the custody provider rather than on the browser's word: the
 * browser stamped a `whoami` in the user's sub-organization with the passkey; the server checks
 * it is recent and never seen before (burned here, in the caller's transaction, keyed on the
 * body and the passkey, not on the header's spelling), forwards it as is, and reads who the
 * provider says signed: the user's sub-organization and the passkey's credential id. The stamped body
 * names that sub-organization, or the parent organization (a passkey sign-in that does not know
 * its sub-organization yet asks the parent, as the SDK's does).
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` (malformed); 401 `PASSKEY_PROOF_INVALID` (stale,
 * replayed, or refused by the provider); 502 `CUSTODY_ERROR` (the provider failed or timed out).
 */
export async function verifyPasskeyProof(
  queries: DatabaseQueries,
  parameters: {
    custodyBaseUrl: string;
    parentOrganizationId: string;
    now: number;
    proof: unknown;
    fetch?: typeof globalThis.fetch;
  },
): Promise<{ organizationId: string; userId: string; credentialId: string }> {
  const { body, stampValue } = readProof(parameters.proof);
  let stamped: { organizationId?: unknown; timestampMs?: unknown };
  try {
    stamped = JSON.parse(body);
  } catch {
    throw invalidRequest('stampedWhoami.body must be the JSON text that was stamped');
  }
  const { organizationId } = stamped;
  if (typeof organizationId !== 'string' || organizationId === '') {
    throw invalidRequest('the stamped whoami must name its organizationId');
  }
  const timestamp = Number(stamped.timestampMs);
  if (
    !Number.isFinite(timestamp) ||
    Math.abs(parameters.now - timestamp) > PASSKEY_PROOF_WINDOW_MS
  ) {
    throw proofInvalid('the stamp is not recent');
  }
  // Used once by what the passkey signed for — this body (its challenge is the body's hash),
  // by this credential — never by how the header spells it: added spaces, reordered keys, a
  // respelled base64url or the signature's ECDSA twin are the same proof.
  const stamp = readWebauthnStamp(stampValue);
  const { credentialId } = stamp;
  const encoder = new TextEncoder();
  const proofHash = bytesToHex(
    sha256(encoder.encode(`${credentialId}\n${bytesToHex(sha256(encoder.encode(body)))}`)),
  );
  const burned = await queries.query(
    `INSERT INTO used_passkey_proofs (proof_hash, expires_at)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM used_passkey_proofs WHERE proof_hash = $3)
     ON CONFLICT (proof_hash) DO NOTHING RETURNING 1`,
    [
      proofHash,
      new Date(timestamp + PASSKEY_PROOF_WINDOW_MS).toISOString(),
      // A proof burned by a release that hashed the header text, within its five minutes.
      bytesToHex(sha256(encoder.encode(stampValue))),
    ],
  );
  if (burned.rows.length === 0) throw proofInvalid('the stamp was already used');
  // Forwarded as the four fields alone, in one spelling: what the passkey signed, nothing more.
  const identity = await forwardWhoami(parameters, body, JSON.stringify(stamp));
  const answered = identity.organizationId;
  if (
    typeof answered !== 'string' ||
    typeof identity.userId !== 'string' ||
    (answered !== organizationId && organizationId !== parameters.parentOrganizationId)
  ) {
    throw proofInvalid('the provider named another organization');
  }
  return { organizationId: answered, userId: identity.userId, credentialId };
}

interface WebauthnStamp {
  readonly authenticatorData: string;
  readonly clientDataJson: string;
  readonly credentialId: string;
  readonly signature: string;
}

const STAMP_FIELDS = ['authenticatorData', 'clientDataJson', 'credentialId', 'signature'] as const;

/**
 * An `X-Stamp-Webauthn` value read: a JSON object whose `authenticatorData`, `clientDataJson`,
 * `credentialId` and `signature` are canonical base64url (the credential id above all: the proof
 * is keyed on it); anything else in it is dropped.
 */
function readWebauthnStamp(stampValue: string): WebauthnStamp {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stampValue);
  } catch {
    throw proofInvalid('the stamp is not JSON');
  }
  const fields = (parsed ?? {}) as Record<string, unknown>;
  const stamp: Record<string, string> = {};
  for (const field of STAMP_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || value === '' || !decodeCanonicalBase64Url(value)) {
      throw proofInvalid(
        `the stamp must hold ${STAMP_FIELDS.join(', ')}, each canonical base64url`,
      );
    }
    stamp[field] = value;
  }
  return stamp as unknown as WebauthnStamp;
}

function readProof(proof: unknown): { body: string; stampValue: string } {
  const { body, stamp } = (proof ?? {}) as { body?: unknown; stamp?: unknown };
  const { stampHeaderName, stampHeaderValue } = (stamp ?? {}) as Record<string, unknown>;
  if (typeof body !== 'string' || body.length > MAX_BODY_LENGTH) {
    throw invalidRequest('stampedWhoami.body must be the stamped JSON text');
  }
  // A passkey's stamp only: an API key's would prove nothing about the person here.
  if (stampHeaderName !== 'X-Stamp-Webauthn') {
    throw proofInvalid('only a passkey stamp (X-Stamp-Webauthn) proves a sign-in');
  }
  if (typeof stampHeaderValue !== 'string' || stampHeaderValue.length > 8192) {
    throw invalidRequest('stampedWhoami.stamp.stampHeaderValue must be the stamp');
  }
  return { body, stampValue: stampHeaderValue };
}

async function forwardWhoami(
  parameters: { custodyBaseUrl: string; fetch?: typeof globalThis.fetch },
  body: string,
  stampValue: string,
): Promise<{ organizationId?: unknown; userId?: unknown }> {
  let response: Response;
  try {
    response = await (parameters.fetch ?? globalThis.fetch)(
      `${parameters.custodyBaseUrl}/public/v1/query/whoami`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Stamp-Webauthn': stampValue },
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      },
    );
  } catch (error) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'The custody provider did not answer', error);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'The custody provider failed', text.slice(0, 300));
  }
  if (!response.ok) throw proofInvalid('the provider refused the stamp');
  try {
    return JSON.parse(text) as { organizationId?: unknown; userId?: unknown };
  } catch {
    throw new ServerError(502, 'CUSTODY_ERROR', 'The custody provider answered no JSON');
  }
}

function proofInvalid(reason: string): ServerError {
  return new ServerError(
    401,
    'PASSKEY_PROOF_INVALID',
    `The passkey sign-in is not proven: ${reason}`,
  );
}
