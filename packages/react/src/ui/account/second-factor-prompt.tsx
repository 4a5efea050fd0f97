'use client';
import {
  isUserCancellation,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  type LatchkeyError,
  UserCancellationError,
} from '@latchkey/core';
import { listMfaFactors, setMfaPrompt, verifyMfa } from '@latchkey/core/auth';
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
 * asks here for a code of the authenticator app, the user's passkey, or a recovery code (as the
 * user's factors allow), then goes on. While it asks,
 * it takes the menu's place (`children`, kept mounted and hidden, so the action's own view keeps
 * its state); Cancel gives the action up.
 */
export function SecondFactorPrompt({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [asking, setAsking] = useState<Asking>();
  const [methods, setMethods] = useState<Methods>({ app: true, passkey: false });
  useEffect(
    () =>
      setMfaPrompt(config, async () => {
        // Which factors to offer: the code field until the list says there is no app.
        const factors = await listMfaFactors(config).catch(() => undefined);
        if (factors) {
          const kinds = factors.factors.map((factor) => factor.kind);
          setMethods({ app: kinds.includes('totp'), passkey: kinds.includes('passkey') });
        }
        return new Promise<void>((resolve, reject) => {
          setAsking({ resolve, reject });
        });
      }),
    [config],
  );
  return (
    <>
      {asking ? (
        <SecondFactorForm
          methods={methods}
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

/** The user's factors the prompt offers. */
interface Methods {
  app: boolean;
  passkey: boolean;
}

type Proof = { code: string } | { recoveryCode: string } | { passkey: true };

function SecondFactorForm({
  methods,
  onVerified,
  onCancel,
  verify,
}: {
  methods: Methods;
  onVerified: () => void;
  onCancel: () => void;
  verify: (parameters: Proof) => Promise<void>;
}) {
  const titleId = useId();
  const recoveryId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(!methods.app && !methods.passkey);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const ready = recovery ? code.trim().length >= 16 : code.length === 6;
  const prove = (proof: Proof) => {
    setPending(true);
    setError(undefined);
    verify(proof).then(onVerified, (failure: LatchkeyError) => {
      setPending(false);
      // Backing out of the browser's passkey prompt is no error: the choices stay on show.
      if (!isUserCancellation(failure)) setError(failure.shortMessage ?? failure.message);
    });
  };
  const codeField = recovery || methods.app;
  return (
    <section aria-labelledby={titleId} data-testid="latchkey-mfa-prompt">
      <h3 id={titleId} className="latchkey-account-section-title">
        Verify it’s you
      </h3>
      {methods.passkey && !recovery ? (
        <p className="latchkey-hint">
          Confirm with the security key you set up for two-step verification.
        </p>
      ) : null}
      {methods.passkey && !recovery ? (
        <p className="latchkey-progress-actions">
          <button
            type="button"
            className={`latchkey-button${methods.app ? '' : ' latchkey-button-primary'}`}
            disabled={pending}
            data-latchkey-autofocus={methods.app ? undefined : true}
            onClick={() => prove({ passkey: true })}
          >
            Use your security key
          </button>
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || pending) return;
          prove(recovery ? { recoveryCode: code } : { code });
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
        ) : codeField ? (
          <TotpCodeField
            label="Enter the 6-digit code from your authenticator app"
            value={code}
            onChange={setCode}
            invalid={!!error}
            disabled={pending}
            autoFocus={!methods.passkey}
          />
        ) : null}
        {error ? (
          <p role="alert" className="latchkey-alert">
            {error}
          </p>
        ) : null}
        <p className="latchkey-progress-actions">
          {codeField ? (
            <button
              type="submit"
              className="latchkey-button latchkey-button-primary"
              disabled={!ready || pending}
            >
              {pending ? 'Verifying…' : 'Verify'}
            </button>
          ) : null}
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
        {!recovery
          ? 'Use a recovery code instead'
          : methods.app
            ? 'Use the authenticator app instead'
            : 'Use your security key instead'}
      </button>
    </section>
  );
}
