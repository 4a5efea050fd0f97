import type { accountMessages } from '../ui/account/account-messages.js';
import type { approvalMessages } from '../ui/approval/approval-messages.js';
import type { connectButtonMessages } from '../ui/connect-button/connect-button-messages.js';
import type { connectDialogMessages } from '../ui/connect-dialog/connect-dialog-messages.js';
import type { embeddedMessages } from '../ui/embedded/embedded-messages.js';
import type { toastMessages } from '../ui/transaction-toasts/toast-messages.js';
import type { PluralMessage } from './message-types.js';

/** Every part's English, merged: the reference every catalogue follows. */
type English = typeof accountMessages &
  typeof approvalMessages &
  typeof connectButtonMessages &
  typeof connectDialogMessages &
  typeof embeddedMessages &
  typeof toastMessages;

/** The key of every text Latchkey's UI shows, `'connect.title'` and the like. */
export type LatchkeyMessageKey = keyof English;

/** One part's texts in another language: the same keys, plural where English is plural. */
export type TranslatedMessages<Part> = {
  [Key in keyof Part]: Part[Key] extends string ? string : PluralMessage;
};

/**
 * A whole catalogue: every text of Latchkey's UI in one language. A host passes part of one as
 * the provider's `messages` to change any text.
 *
 * @example
 * ```tsx
 * const messages: Partial<LatchkeyMessages> = { 'button.connect': 'Sign in' };
 * <LatchkeyProvider config={config} messages={messages}>…</LatchkeyProvider>
 * ```
 */
export type LatchkeyMessages = TranslatedMessages<English>;
