import {
  CustodyError,
  LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__CUSTODY__SESSION_FAILED,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
  LatchkeyError,
  WebAuthnError,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { describeEmbeddedFailure } from './describe-embedded-failure.js';
import { embeddedMessages } from './embedded-messages.js';

const refusal = (status: number, code = 'INTERNAL') =>
  new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
    context: { status, message: 'refused' },
    details: { error: { code, message: 'refused' } },
  });
const says = (error: Error) => embeddedMessages[describeEmbeddedFailure(error).key];

describe('describeEmbeddedFailure', () => {
  it("keeps the catalogue's sentence for a wrong or expired code", () => {
    const wrong = new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED);
    expect(says(wrong)).toBe('The code is invalid or expired.');
    expect(says(new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED))).toBe(
      'That code has expired. Ask for a new one.',
    );
  });

  it('says what to do when rate limited, offline or the service fails, and to try again', () => {
    expect(says(refusal(429, 'RATE_LIMITED'))).toBe(
      'Too many attempts. Wait a few minutes, then try again.',
    );
    const offline = new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE, {
      context: { reason: 'Failed to fetch' },
    });
    expect(says(offline)).toBe("Couldn't connect. Check your internet connection, then try again.");
    expect(says(refusal(503))).toBe("Sign-in isn't working right now. Try again in a few minutes.");
    expect(describeEmbeddedFailure(refusal(503)).retry).toBe(true);
  });

  it('finds the reason in the causes: a session that failed because the network was down', () => {
    const unreachable = new CustodyError(LATCHKEY_ERROR__CUSTODY__UNREACHABLE, {
      context: { url: 'https://custody.example' },
    });
    const session = new CustodyError(LATCHKEY_ERROR__CUSTODY__SESSION_FAILED, {
      cause: unreachable,
    });
    expect(describeEmbeddedFailure(session).key).toBe('embedded.error.offline');
  });

  it('offers no retry where asking again would fail the same way', () => {
    for (const error of [
      new LatchkeyError(LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING),
      refusal(403, 'ORIGIN_NOT_ALLOWED'),
      WebAuthnError.notSupported(),
      WebAuthnError.ceremony('ERROR_INVALID_RP_ID'),
    ])
      expect(describeEmbeddedFailure(error).retry, error.message).toBe(false);
    expect(describeEmbeddedFailure(WebAuthnError.ceremony('ERROR_CEREMONY_ABORTED'))).toEqual({
      key: 'embedded.error.passkeyFailed',
      retry: true,
    });
  });

  it('asks to allow pop-ups when the browser blocked one', () => {
    expect(says(new LatchkeyError(LATCHKEY_ERROR__SESSION__POPUP_BLOCKED))).toBe(
      'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
    );
  });

  it('falls back to a plain sentence for anything else', () => {
    expect(describeEmbeddedFailure(new Error('boom'))).toEqual({
      key: 'embedded.error.unknown',
      retry: true,
    });
    expect(describeEmbeddedFailure(refusal(400, 'INVALID_REQUEST')).key).toBe(
      'embedded.error.unknown',
    );
  });
});
