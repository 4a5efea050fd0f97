'use client';
import { useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { CODE_LENGTH, CodeInput } from './code-input.js';
import { EmbeddedError } from './embedded-error.js';
import { embeddedMessages } from './embedded-messages.js';
import { withElements } from './with-elements.js';

/** Props of {@link EmailCodeView}. */
export interface EmailCodeViewProps {
  email: string;
  onConnected: () => void;
  /** Back to the email field. */
  onChangeEmail: () => void;
  autoFocus?: boolean | undefined;
}

/**
 * The dialog's second email step: the nine boxes for the emailed code. It signs in as soon as the
 * ninth character is in; a wrong code says so (in the user's words) and can be typed again; a new
 * code can be asked for.
 *
 * @example
 * ```tsx
 * <EmailCodeView email="ada@example.com" onConnected={close} onChangeEmail={back} />
 * ```
 */
export function EmailCodeView({
  email,
  onConnected,
  onChangeEmail,
  autoFocus,
}: EmailCodeViewProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(embeddedMessages);
  const { signInWithEmailCode, sendEmailCode, isPending, error, reset } = useEmbeddedWallet();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const submit = (value: string) => {
    void signInWithEmailCode({ code: value }).then(onConnected, () => undefined);
  };
  const resend = (
    <button
      type="button"
      className="latchkey-link-button latchkey-inline"
      disabled={isPending}
      onClick={() => {
        setCode('');
        void sendEmailCode({ email }).then(
          () => setResent(true),
          () => undefined,
        );
      }}
    >
      {t('embedded.code.resend')}
    </button>
  );
  return (
    <section aria-label={t('embedded.region')} className="latchkey-embedded latchkey-code-view">
      <p className="latchkey-view-lead">
        {withElements(t('embedded.code.sentTo'), {
          email: <strong className="latchkey-email">{email}</strong>,
        })}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) reset();
          }}
          onComplete={submit}
          disabled={isPending}
          autoFocus={autoFocus}
          invalid={Boolean(error)}
        />
        <button
          type="submit"
          className="latchkey-button latchkey-button-primary latchkey-button-block"
          disabled={isPending || code.length !== CODE_LENGTH}
          aria-busy={isPending || undefined}
        >
          {isPending ? t('embedded.code.checking') : t('embedded.code.submit')}
        </button>
      </form>
      <EmbeddedError error={error} />
      <p className="latchkey-hint latchkey-code-help">
        {resent
          ? t('embedded.code.resent')
          : withElements(t('embedded.code.notReceived'), { resend })}
      </p>
      <button type="button" className="latchkey-link-button" onClick={onChangeEmail}>
        {t('embedded.otherEmail')}
      </button>
    </section>
  );
}
