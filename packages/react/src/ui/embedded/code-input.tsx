'use client';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { embeddedMessages } from './embedded-messages.js';

/**
 * How many characters an emailed code has: 9 letters and digits, the custody provider's default
 * (32⁹ codes; the server asks for nothing shorter, so a guess is hopeless).
 */
export const CODE_LENGTH = 9;
// Drawn in threes, as emails print it, so the eye can check it against the email.
const GROUP = 3;

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all nine characters are in (typed, pasted or filled in by the device). */
  onComplete?: ((code: string) => void) | undefined;
  disabled?: boolean | undefined;
  /** Focus on mount; leave off on phones, where it would throw the keyboard up uninvited. */
  autoFocus?: boolean | undefined;
  invalid?: boolean | undefined;
}

/**
 * A nine-character code field drawn as nine boxes in threes. It is one real input underneath
 * (labelled "Code"), so paste, the device's one-time-code autofill, screen readers and the keyboard
 * all work as on any text field; the boxes only show it. Letters are taken in either case and
 * shown in capitals; spaces and dashes from a pasted code are dropped.
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
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(embeddedMessages);
  const id = useId();
  const characters = value.padEnd(CODE_LENGTH, ' ').slice(0, CODE_LENGTH).split('');
  const caret = Math.min(value.length, CODE_LENGTH - 1);
  return (
    <div className="latchkey-code" data-invalid={invalid || undefined}>
      <label htmlFor={id} className="latchkey-visually-hidden">
        {t('embedded.code.label')}
      </label>
      <input
        id={id}
        className="latchkey-code-input"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        // No maxLength: a pasted "4K2 9M3 X7P" must arrive whole; it is cleaned and cut below.
        // Focused by the dialog once open: a closed dialog's field cannot take focus at mount.
        data-latchkey-autofocus={autoFocus || undefined}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value
            .toUpperCase()
            .replace(/[^0-9A-Z]/g, '')
            .slice(0, CODE_LENGTH);
          onChange(next);
          if (next.length === CODE_LENGTH && next !== value) onComplete?.(next);
        }}
      />
      <div className="latchkey-code-boxes" aria-hidden="true">
        {characters.map((character, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            key={index}
            className="latchkey-code-box"
            data-filled={character !== ' ' || undefined}
            data-caret={index === caret || undefined}
            data-group-end={(index % GROUP === GROUP - 1 && index < CODE_LENGTH - 1) || undefined}
          >
            {character}
          </span>
        ))}
      </div>
    </div>
  );
}
