'use client';
import type { LatchkeyError, TotpEnrollment } from '@latchkey/core';
import { confirmTotpEnrollment } from '@latchkey/core/auth';
import { useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { QrCode } from '../qr-code/qr-code.js';
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
  const config = useConfig();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[]>();
  if (recoveryCodes) {
    return recoveryCodes.length > 0 ? (
      <RecoveryCodesView codes={recoveryCodes} onDone={onDone} />
    ) : (
      <p className="latchkey-hint" role="status">
        Authenticator app added.
      </p>
    );
  }
  return (
    <div data-testid="latchkey-totp-enrollment">
      <p className="latchkey-hint">Scan this code with your authenticator app.</p>
      <QrCode value={enrolment.uri} label="QR code for your authenticator app" size={168} />
      <p className="latchkey-hint">
        Or type this key:{' '}
        <code data-testid="latchkey-totp-secret">{grouped(enrolment.secret)}</code>
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
            (failure: LatchkeyError) => {
              setPending(false);
              setError(failure.shortMessage ?? failure.message);
            },
          );
        }}
      >
        <TotpCodeField
          label="Then enter the 6-digit code it shows"
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
            {pending ? 'Checking…' : 'Turn on'}
          </button>
          <button
            type="button"
            className="latchkey-link-button"
            disabled={pending}
            onClick={onDone}
          >
            Cancel
          </button>
        </p>
      </form>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
