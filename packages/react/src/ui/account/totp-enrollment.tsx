'use client';
import type { TotpEnrollment } from '@latchkey/core';
import { confirmTotpEnrollment } from '@latchkey/core/auth';
import { useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { useMessages } from '../../i18n/use-messages.js';
import { QrCode } from '../qr-code/qr-code.js';
import { accountMessages } from './account-messages.js';
import { aroundSlot, SLOT } from './around-slot.js';
import { describeAccountFailure } from './describe-account-failure.js';
import { RecoveryCodesView } from './recovery-codes-view.js';
import { TotpCodeField } from './totp-code-field.js';

/** The secret in groups of four, as apps ask it typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: the QR code to scan (and the secret to type, for an app on
 * this device), a code from the app to confirm it, then the recovery codes, once. Cancel before
 * confirming leaves nothing in force. The enrolment is started by the click that opens this
 * (never by a mount, which may run twice and replace the one on show).
 */
export function TotpEnrollmentView({
  enrolment,
  onEnrolled,
  onDone,
}: {
  /** The enrolment `startTotpEnrollment` answered. */
  enrolment: TotpEnrollment;
  /** The app is in force (the recovery codes are still on show). */
  onEnrolled: () => void;
  onDone: () => void;
}) {
  const t = useMessages(accountMessages);
  const config = useConfig();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error>();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[]>();
  if (recoveryCodes) {
    return recoveryCodes.length > 0 ? (
      <RecoveryCodesView codes={recoveryCodes} onDone={onDone} />
    ) : (
      <p className="latchkey-hint" role="status">
        {t('account.totp.added')}
      </p>
    );
  }
  // The key typed by hand, where the language puts it in the sentence.
  const [beforeKey, afterKey] = aroundSlot(t('account.totp.typeKey', { key: SLOT }));
  return (
    <div data-testid="latchkey-totp-enrollment">
      <p className="latchkey-hint">{t('account.totp.scan')}</p>
      <QrCode value={enrolment.uri} label={t('account.totp.qrCode')} size={168} />
      <p className="latchkey-hint">
        {beforeKey}
        <code data-testid="latchkey-totp-secret">{grouped(enrolment.secret)}</code>
        {afterKey}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length !== 6 || pending) return;
          setPending(true);
          setError(undefined);
          confirmTotpEnrollment(config, { factorId: enrolment.factorId, code }).then(
            (confirmed) => {
              setRecoveryCodes(confirmed.recoveryCodes);
              onEnrolled();
            },
            (failure: Error) => {
              setPending(false);
              setError(failure);
            },
          );
        }}
      >
        <TotpCodeField
          label={t('account.totp.enterCode')}
          value={code}
          onChange={setCode}
          invalid={!!error}
          disabled={pending}
        />
        <p className="latchkey-progress-actions">
          <button
            type="submit"
            className="latchkey-button latchkey-button-primary"
            disabled={code.length !== 6 || pending}
          >
            {pending ? t('account.totp.checking') : t('account.totp.turnOn')}
          </button>
          <button
            type="button"
            className="latchkey-link-button"
            disabled={pending}
            onClick={onDone}
          >
            {t('account.cancel')}
          </button>
        </p>
      </form>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {describeAccountFailure(error, t)}
        </p>
      ) : null}
    </div>
  );
}
