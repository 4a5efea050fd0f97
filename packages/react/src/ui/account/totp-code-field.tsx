'use client';
import { useId } from 'react';

/** Props of {@link TotpCodeField}. */
export interface TotpCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's visible label. */
  label: string;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
}

/**
 * A field for the 6 digits an authenticator app shows: a number pad on phones, the device's
 * one-time-code autofill, digits only (a space typed or pasted between the halves is dropped).
 */
export function TotpCodeField({
  value,
  onChange,
  label,
  invalid,
  disabled,
  autoFocus,
}: TotpCodeFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="latchkey-hint">
        {label}
      </label>
      <input
        id={id}
        className="latchkey-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        data-latchkey-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </>
  );
}
