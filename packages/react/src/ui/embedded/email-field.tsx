'use client';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { embeddedMessages } from './embedded-messages.js';

/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  /** `'email webauthn'` where a passkey may be offered from the field's autofill. */
  autoComplete?: string | undefined;
  /** Marks it for the dialog to focus once open (desktops only). */
  autoFocus?: boolean | undefined;
}

/**
 * The embedded wallet's email input: required, an email keyboard, labelled "Email" for
 * assistive tech while the placeholder shows the shape.
 */
export function EmailField({
  value,
  onChange,
  disabled,
  autoComplete = 'email',
  autoFocus,
}: EmailFieldProps) {
  const t = useMessages(embeddedMessages);
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="latchkey-visually-hidden">
        {t('embedded.email.label')}
      </label>
      <input
        id={id}
        className="latchkey-input"
        type="email"
        required
        placeholder={t('embedded.email.placeholder')}
        autoComplete={autoComplete}
        // Focused by the dialog once open: a closed dialog's field cannot take focus at mount.
        data-latchkey-autofocus={autoFocus || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
