'use client';
import type { StartEmailLinkReturnType } from '@latchkey/core';
import { confirmEmailLink, startEmailLink } from '@latchkey/core/auth';
import { useContext, useId, useState } from 'react';
import { EmbeddedWalletContext } from '../../context.js';
import { useConfig } from '../../hooks/use-config.js';
import { useMessages } from '../../i18n/use-messages.js';
import { EmailField } from '../embedded/email-field.js';
import { accountMessages } from './account-messages.js';
import { useAccountAction } from './use-account-action.js';

/**
 * The account menu's way to add a sign-in method: an email (a code sent to it, typed back) and
 * each OpenID provider the embedded wallet offers (in a popup). Each signs in to this account
 * and its embedded wallet from then on. A refusal (another account's, a wrong code) is shown
 * under it; a second factor the server asks for first comes from the menu's prompt.
 */
export function AddSignInMethod() {
  const t = useMessages(accountMessages);
  const config = useConfig();
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const providers = embeddedWallet?.getOAuthProviders() ?? [];
  const codeId = useId();
  const [step, setStep] = useState<'buttons' | 'email' | StartEmailLinkReturnType>('buttons');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { pending, error, run } = useAccountAction();
  const back = () => {
    setStep('buttons');
    setEmail('');
    setCode('');
  };
  const alert = error ? (
    <p role="alert" className="latchkey-alert">
      {error}
    </p>
  ) : null;
  if (step === 'email') {
    return (
      <form
        className="latchkey-email-form"
        aria-label={t('account.addSignIn.emailForm')}
        onSubmit={(event) => {
          event.preventDefault();
          run(async () => setStep(await startEmailLink(config, { email })));
        }}
      >
        <EmailField value={email} onChange={setEmail} disabled={pending} autoFocus />
        <button
          type="submit"
          className="latchkey-button latchkey-button-primary"
          disabled={pending}
        >
          {pending ? t('account.addSignIn.sending') : t('account.addSignIn.sendCode')}
        </button>
        <button type="button" className="latchkey-link-button" onClick={back}>
          {t('account.cancel')}
        </button>
        {alert}
      </form>
    );
  }
  if (typeof step === 'object') {
    return (
      <form
        aria-label={t('account.addSignIn.confirmForm')}
        onSubmit={(event) => {
          event.preventDefault();
          run(async () => {
            await confirmEmailLink(config, { ...step, code });
            back();
          });
        }}
      >
        <label htmlFor={codeId} className="latchkey-hint">
          {t('account.addSignIn.codeSentTo', { email })}
        </label>
        <input
          id={codeId}
          className="latchkey-input"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={code}
          aria-invalid={error ? true : undefined}
          disabled={pending}
          data-latchkey-autofocus
          onChange={(event) => setCode(event.target.value)}
        />
        <p className="latchkey-progress-actions">
          <button
            type="submit"
            className="latchkey-button latchkey-button-primary"
            disabled={pending}
          >
            {pending ? t('account.addSignIn.adding') : t('account.addSignIn.confirm')}
          </button>
          <button type="button" className="latchkey-link-button" onClick={back}>
            {t('account.cancel')}
          </button>
        </p>
        {alert}
      </form>
    );
  }
  return (
    <>
      <p className="latchkey-progress-actions">
        <button
          type="button"
          className="latchkey-link-button"
          disabled={pending}
          onClick={() => setStep('email')}
        >
          {t('account.addSignIn.addEmail')}
        </button>
        {embeddedWallet
          ? providers.map(({ id, name }) => (
              <button
                key={id}
                type="button"
                className="latchkey-link-button"
                disabled={pending}
                // The popup opens in the click's own task.
                onClick={() => run(() => embeddedWallet.linkOAuthAccount({ provider: id, config }))}
              >
                {t('account.addSignIn.addProvider', { provider: name })}
              </button>
            ))
          : null}
      </p>
      {alert}
    </>
  );
}
