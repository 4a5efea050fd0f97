'use client';
import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  type LatchkeyError,
  UserCancellationError,
} from '@latchkey/core';
import { setMfaPrompt, verifyMfa } from '@latchkey/core/auth';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { TotpCodeField } from './totp-code-field.js';

interface Asking {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The account menu's second-factor prompt: registered with `setMfaPrompt` while the menu is
 * mounted, so an action the server guards (removing a credential, linking one, removing a factor)
 * asks here for a code of the authenticator app, or a recovery code, then goes on. While it asks,
 * it takes the menu's place (`children`, kept mounted and hidden, so the action's own view keeps
 * its state); Cancel gives the action up.
 */
export function SecondFactorPrompt({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [asking, setAsking] = useState<Asking>();
  useEffect(
    () =>
      setMfaPrompt(
        config,
        () =>
          new Promise<void>((resolve, reject) => {
            setAsking({ resolve, reject });
          }),
      ),
    [config],
  );
  return (
    <>
      {asking ? (
        <SecondFactorForm
          onVerified={() => {
            setAsking(undefined);
            asking.resolve();
          }}
          onCancel={() => {
            setAsking(undefined);
            asking.reject(
              new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED),
            );
          }}
          verify={(parameters) => verifyMfa(config, parameters).then(() => undefined)}
        />
      ) : null}
      <div hidden={!!asking}>{children}</div>
    </>
  );
}

function SecondFactorForm({
  onVerified,
  onCancel,
  verify,
}: {
  onVerified: () => void;
  onCancel: () => void;
  verify: (parameters: { code: string } | { recoveryCode: string }) => Promise<void>;
}) {
  const titleId = useId();
  const recoveryId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const ready = recovery ? code.trim().length >= 16 : code.length === 6;
  return (
    <section aria-labelledby={titleId} data-testid="latchkey-mfa-prompt">
      <h3 id={titleId} className="latchkey-account-section-title">
        Verify it’s you
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || pending) return;
          setPending(true);
          setError(undefined);
          verify(recovery ? { recoveryCode: code } : { code }).then(
            onVerified,
            (failure: LatchkeyError) => {
              setPending(false);
              setError(failure.shortMessage ?? failure.message);
            },
          );
        }}
      >
        {recovery ? (
          <>
            <label htmlFor={recoveryId} className="latchkey-hint">
              One of your recovery codes
            </label>
            <input
              id={recoveryId}
              className="latchkey-input"
              autoComplete="off"
              spellCheck={false}
              required
              value={code}
              aria-invalid={error ? true : undefined}
              disabled={pending}
              data-latchkey-autofocus
              onChange={(event) => setCode(event.target.value)}
            />
          </>
        ) : (
          <TotpCodeField
            label="Enter the 6-digit code from your authenticator app"
            value={code}
            onChange={setCode}
            invalid={!!error}
            disabled={pending}
            autoFocus
          />
        )}
        {error ? (
          <p role="alert" className="latchkey-alert">
            {error}
          </p>
        ) : null}
        <p className="latchkey-progress-actions">
          <button
            type="submit"
            className="latchkey-button latchkey-button-primary"
            disabled={!ready || pending}
          >
            {pending ? 'Verifying…' : 'Verify'}
          </button>
          <button
            type="button"
            className="latchkey-link-button"
            disabled={pending}
            onClick={onCancel}
          >
            Cancel
          </button>
        </p>
      </form>
      <button
        type="button"
        className="latchkey-link-button"
        disabled={pending}
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(undefined);
        }}
      >
        {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
      </button>
    </section>
  );
}
