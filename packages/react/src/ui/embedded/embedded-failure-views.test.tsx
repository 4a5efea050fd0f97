import {
  CustodyError,
  LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
  LatchkeyError,
} from '@latchkey/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../i18n/locale-context.js';
import de from '../../i18n/locales/de.js';
import { EmbeddedError } from './embedded-error.js';
import { OAuthView } from './oauth-view.js';

const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean)
    .map((piece) => piece.replaceAll('&#x27;', "'"));
const google = { id: 'google', name: 'Google' };
const failed = (error: Error) => (
  <OAuthView
    provider={google}
    state="failed"
    error={error}
    onRetry={() => undefined}
    onBack={() => undefined}
  />
);

describe('an embedded step that failed', () => {
  it('says what went wrong in a sentence; the SDK message only under Details, when unknown', () => {
    expect(
      text(
        <EmbeddedError
          error={new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED)}
        />,
      ),
    ).toEqual(['The code is invalid or expired.']);
    expect(text(<EmbeddedError error={new Error('socket hang up')} />)).toEqual([
      'Something went wrong. Try again, or choose another way to sign in.',
      'Details',
      'socket hang up',
    ]);
  });

  it("speaks the user's language", () => {
    const error = new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED);
    expect(
      text(
        <LocaleContext.Provider value={{ locale: 'de', dir: 'ltr', messages: de }}>
          <EmbeddedError error={error} />
        </LocaleContext.Provider>,
      ),
    ).toEqual(['Der Code ist ungültig oder abgelaufen.']);
  });

  it('offers Try again after a blocked popup, not where the site is not set up', () => {
    const blocked = text(failed(new LatchkeyError(LATCHKEY_ERROR__SESSION__POPUP_BLOCKED)));
    expect(blocked).toEqual([
      'Could not sign in with Google',
      'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
      'Try again',
      'Choose another way',
    ]);
    const missing = text(
      failed(new LatchkeyError(LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING)),
    );
    expect(missing).toEqual([
      'Could not sign in with Google',
      "This way of signing in isn't available on this site.",
      'Choose another way',
    ]);
  });
});
