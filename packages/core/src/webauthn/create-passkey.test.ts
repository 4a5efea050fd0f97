import { WebAuthnError as BrowserWebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
  LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED,
  LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { WebAuthnError } from '../errors/webauthn-error.js';
import { createPasskey } from './create-passkey.js';
import { toPasskeyError } from './to-passkey-error.js';

// Ceremonies themselves run in Chromium with a virtual authenticator (e2e); here, the checks made
// before the browser is asked, and how its failures are classified.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createPasskey', () => {
  it('needs an email or a passkey identifier', async () => {
    const error = await failure(createPasskey({ rpName: 'Acme', email: '  ' }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING)).toBe(true);
    expect((error as Error).message).toBe(
      'Passkey registration needs an email or a passkey identifier',
    );
  });

  it('refuses a user id outside 1 to 64 bytes', async () => {
    for (const userId of [new Uint8Array(0), new Uint8Array(65)]) {
      const error = await failure(
        createPasskey({ rpName: 'Acme', email: 'a@b.c', userId, rpId: 'x' }),
      );
      expect((error as WebAuthnError).webauthnCode).toBe('ERROR_INVALID_USER_ID_LENGTH');
    }
  });

  it('refuses a relying-party id that is not this domain', async () => {
    const page = globalThis as { location?: unknown };
    page.location = { hostname: 'app.example.com' };
    try {
      const error = await failure(
        createPasskey({ rpName: 'Acme', email: 'a@b.c', rpId: 'evil.com' }),
      );
      expect((error as WebAuthnError).webauthnCode).toBe('ERROR_INVALID_RP_ID');
      // A parent domain is allowed; then the missing browser support is what stops it here.
      const unsupported = await failure(
        createPasskey({ rpName: 'Acme', email: 'a@b.c', rpId: 'example.com' }),
      );
      expect(isLatchkeyError(unsupported, LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED)).toBe(true);
      expect((unsupported as Error).message).toBe('Webauthn is not supported on this device');
    } finally {
      delete page.location;
    }
  });
});

describe('toPasskeyError', () => {
  it('treats the user backing out as a cancellation', () => {
    const notAllowed = new BrowserWebAuthnError({
      message:
        'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }),
    });
    expect(
      isLatchkeyError(
        toPasskeyError(notAllowed),
        LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
      ),
    ).toBe(true);
    const aborted = new BrowserWebAuthnError({
      message: 'Registration ceremony was sent an abort signal',
      code: 'ERROR_CEREMONY_ABORTED',
      cause: new Error('abort'),
    });
    expect(
      isLatchkeyError(toPasskeyError(aborted), LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED),
    ).toBe(true);
  });

  it('keeps the ERROR_* classification of other failures', () => {
    for (const code of [
      'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      'ERROR_INVALID_DOMAIN',
      'ERROR_INVALID_RP_ID',
      'ERROR_MALFORMED_PUBKEYCREDPARAMS',
      'ERROR_AUTHENTICATOR_GENERAL_ERROR',
    ] as const) {
      const mapped = toPasskeyError(
        new BrowserWebAuthnError({ message: code, code, cause: new Error(code) }),
      );
      expect(isLatchkeyError(mapped, LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED)).toBe(true);
      expect((mapped as WebAuthnError).webauthnCode).toBe(code);
    }
    const other = toPasskeyError(new Error('boom'));
    expect((other as WebAuthnError).webauthnCode).toBe('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY');
  });
});
