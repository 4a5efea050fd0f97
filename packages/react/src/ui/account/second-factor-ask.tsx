'use client';
import {
  type Config,
  isUserCancellation,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  UserCancellationError,
} from '@latchkey/core';
import { listMfaFactors, setMfaPrompt, verifyMfa } from '@latchkey/core/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';
import { secondFactorMessages } from './second-factor-messages.js';
import { TotpCodeField } from './totp-code-field.js';

interface Asking {
  resolve: () => void;
  reject: (error: unknown) => void;
  /** A sign-in held on a device new to the account, rather than an action of the session. */
  signIn: boolean;
}

const cancelled = () =>
  new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);

/**
 * Registered with `setMfaPrompt` while mounted (in the account menu, and in the connect dialog,
 * which loads it as it opens), so an action the server guards (removing a credential, linking
 * one, removing a factor), or a sign-in it holds on a device new to the account, asks here for a
 * code of the authenticator app, the user's passkey, or a recovery code (as the user's factors
 * allow), then goes on. `onAsking` tells the surface to hide its own view meanwhile. Cancel, or
 * the surface going away, gives the action up. (`config` comes from the surface: this file loads
 * on its own in the dialog, and reaches no hook the page loaded up front.)
 */
export function SecondFactorAsk({
  config,
  onAsking,
}: {
  config: Config;
  onAsking: (asking: boolean) => void;
}) {
  const [asking, setAsking] = useState<Asking>();
  const [methods, setMethods] = useState<Methods>({ app: true, passkey: false });
  // What is being asked, for giving it up when the surface goes away mid-question.
  const current = useRef<Asking>(undefined);
  const show = useRef(onAsking);
  show.current = onAsking;
  useEffect(() => {
    const remove = setMfaPrompt(config, async ({ signIn }) => {
      // Which factors to offer: a held sign-in names them (nobody is signed in to list them);
      // otherwise the code field until the list says there is no app.
      const kinds =
        signIn?.factors ??
        (await listMfaFactors(config).catch(() => undefined))?.factors.map((factor) => factor.kind);
      if (kinds) setMethods({ app: kinds.includes('totp'), passkey: kinds.includes('passkey') });
      return new Promise<void>((resolve, reject) => {
        current.current = { resolve, reject, signIn: !!signIn };
        setAsking(current.current);
        show.current(true);
      });
    });
    return () => {
      remove();
      current.current?.reject(cancelled());
      current.current = undefined;
    };
  }, [config]);
  if (!asking) return null;
  const done = () => {
    current.current = undefined;
    setAsking(undefined);
    show.current(false);
  };
  return (
    <SecondFactorForm
      methods={methods}
      signIn={asking.signIn}
      onVerified={() => {
        done();
        asking.resolve();
      }}
      onCancel={() => {
        done();
        asking.reject(cancelled());
      }}
      verify={async (parameters) => {
        await verifyMfa(config, parameters);
      }}
    />
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
  signIn,
  onVerified,
  onCancel,
  verify,
}: {
  methods: Methods;
  signIn: boolean;
  onVerified: () => void;
  onCancel: () => void;
  verify: (parameters: Proof) => Promise<void>;
}) {
  const t = useMessages(secondFactorMessages);
  const titleId = useId();
  const recoveryId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(!methods.app && !methods.passkey);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error>();
  const ready = recovery ? code.trim().length >= 16 : code.length === 6;
  const prove = (proof: Proof) => {
    setPending(true);
    setError(undefined);
    verify(proof).then(onVerified, (failure: Error) => {
      setPending(false);
      // Backing out of the browser's passkey prompt is no error: the choices stay on show.
      if (!isUserCancellation(failure)) setError(failure);
    });
  };
  const codeField = recovery || methods.app;
  return (
    <section
      aria-labelledby={titleId}
      className="latchkey-mfa-prompt"
      data-testid="latchkey-mfa-prompt"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        {t('account.mfa.title')}
      </h3>
      {signIn ? <p className="latchkey-hint">{t('account.mfa.newDevice')}</p> : null}
      {methods.passkey && !recovery ? (
        <p className="latchkey-hint">{t('account.mfa.keyHint')}</p>
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
            {t('account.mfa.useKey')}
          </button>
        </p>
      ) : null}
      <form
        className="latchkey-mfa-prompt-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || pending) return;
          prove(recovery ? { recoveryCode: code } : { code });
        }}
      >
        {recovery ? (
          <>
            <label htmlFor={recoveryId} className="latchkey-hint">
              {t('account.mfa.recoveryCode')}
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
            label={t('account.mfa.appCode')}
            value={code}
            onChange={setCode}
            invalid={!!error}
            disabled={pending}
            autoFocus={!methods.passkey}
          />
        ) : null}
        {error ? (
          <p role="alert" className="latchkey-alert">
            {describeAccountFailure(error, t)}
          </p>
        ) : null}
        <p className="latchkey-progress-actions">
          {codeField ? (
            <button
              type="submit"
              className="latchkey-button latchkey-button-primary"
              disabled={!ready || pending}
            >
              {pending ? t('account.mfa.verifying') : t('account.mfa.verify')}
            </button>
          ) : null}
          <button
            type="button"
            className="latchkey-link-button"
            disabled={pending}
            onClick={onCancel}
          >
            {t('account.mfa.cancel')}
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
          ? t('account.mfa.useRecoveryCode')
          : methods.app
            ? t('account.mfa.useApp')
            : t('account.mfa.useKeyInstead')}
      </button>
    </section>
  );
}
