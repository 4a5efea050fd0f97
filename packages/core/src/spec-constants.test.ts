import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TTL_SECONDS } from './custody/create-custody-session.js';
import { EMAIL_CODE_VALIDITY_SECONDS } from './embedded/email-code-storage.js';
import { RECOVERY_SESSION_SECONDS } from './embedded/recovery-session.js';
import { SPONSORED_NETWORK_ID } from './sponsorship/sponsored-network-id.js';
import { TRANSACTION_CONFIRMATION_TIMEOUT_MS } from './transactions/confirm-transaction.js';
import { FEE_FETCH_RETRIES } from './transactions/get-transaction-fee.js';
import { PASSKEY_TIMEOUT_MS } from './webauthn/create-passkey.js';

// SPEC §4 and §9, written out as the spec gives them: a change to any of these constants fails
// here, not silently in a flow that happens to use it.
describe("the spec's numbers", () => {
  it('are the constants the SDK runs on', () => {
    expect(RECOVERY_SESSION_SECONDS).toBe(1800);
    expect(EMAIL_CODE_VALIDITY_SECONDS).toBe(900);
    expect(DEFAULT_SESSION_TTL_SECONDS).toBe(900);
    expect(TRANSACTION_CONFIRMATION_TIMEOUT_MS).toBe(60_000);
    expect(FEE_FETCH_RETRIES).toBe(5);
    expect(PASSKEY_TIMEOUT_MS).toBe(300_000);
    expect(SPONSORED_NETWORK_ID).toBe(101);
  });
});
