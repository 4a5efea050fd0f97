'use client';
import { useId } from 'react';

/** How many digits an emailed code has. */
export const CODE_LENGTH = 6;

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in (typed, pasted or filled in by the device). */
  onComplete?: ((code: string) => void) | undefined;
  disabled?: boolean | undefined;
  /** Focus on mount; leave off on phones, where it would throw the keyboard up uninvited. */
  autoFocus?: boolean | undefined;
  invalid?: boolean | undefined;
}

/**
 * A six-digit code field drawn as six boxes. It is one real input underneath (labelled "Code"),
 * so paste, the device's one-time-code autofill, screen readers and the keyboard all work as on
 * any text field; the boxes only show it.
 *
 * @example
 * ```tsx
 * const [code, setCode] = useState('');
 * <CodeInput value={code} onChange={setCode} onComplete={(code) => signInWithEmailCode({ code })} />
 * ```
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
  invalid,
}: CodeInputProps) {
  const id = useId();
  const digits = value.padEnd(CODE_LENGTH, ' ').slice(0, CODE_LENGTH).split('');
  const caret = Math.min(value.length, CODE_LENGTH - 1);
  return (
    <div className="latchkey-code" data-invalid={invalid || undefined}>
      <label htmlFor={id} className="latchkey-visually-hidden">
        Code
      </label>
      <input
        id={id}
        className="latchkey-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // No maxLength: a pasted "482 913" must arrive whole; digits are kept and cut to six below.
        // Focused by the dialog once open: a closed dialog's field cannot take focus at mount.
        data-latchkey-autofocus={autoFocus || undefined}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
          onChange(next);
          if (next.length === CODE_LENGTH && next !== value) onComplete?.(next);
        }}
      />
      <div className="latchkey-code-boxes" aria-hidden="true">
        {digits.map((digit, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            key={index}
            className="latchkey-code-box"
            data-filled={digit !== ' ' || undefined}
            data-caret={index === caret || undefined}
          >
            {digit}
          </span>
        ))}
      </div>
    </div>
  );
}
