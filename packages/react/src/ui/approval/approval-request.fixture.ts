import type { ApprovalRequest } from '@latchkey/core';
import type { MessagePreview, TransactionPreview } from '@latchkey/core/preview';
import { formatMessage } from '../../i18n/format-message.js';
import type { MessageValues } from '../../i18n/message-types.js';
import { approvalMessages } from './approval-messages.js';

/** The view's message function in a locale, as `useMessages` gives it, from the English texts. */
export const approvalTranslate = (locale = 'en') =>
  Object.assign(
    (key: keyof typeof approvalMessages, values?: MessageValues) =>
      formatMessage(approvalMessages[key], locale, values),
    { locale, dir: 'ltr' as const },
  );

/** The signer every fixture request names. */
export const SIGNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const UNKNOWN_PROGRAM = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS';

/** A preview of a transfer of 0.25 SOL for 10 USDC, the user paying 5000 lamports of fee. */
export function transactionPreview(
  overrides: Partial<TransactionPreview> = {},
): TransactionPreview {
  return {
    address: SIGNER,
    feePayer: SIGNER,
    fee: 5000n,
    feePaidByApp: false,
    changes: [
      { mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n },
      { mint: USDC, symbol: 'USDC', decimals: 6, amount: 10_000_000n },
    ],
    programs: [
      { address: '11111111111111111111111111111111', name: 'System' },
      { address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', name: 'Token' },
    ],
    warnings: [],
    simulation: { ok: true },
    ...overrides,
  };
}

/** A request to approve transactions whose previews arrive with `previews`. */
export function transactionsRequest(
  previews: Promise<readonly TransactionPreview[]>,
  options: { count?: number; send?: boolean } = {},
): ApprovalRequest {
  return {
    kind: 'transactions',
    walletName: 'Embedded wallet',
    address: SIGNER,
    send: options.send ?? false,
    count: options.count ?? 1,
    previews,
  };
}

/** A request to sign a message, shown as `message`. */
export function messageRequest(message: MessagePreview): ApprovalRequest {
  return {
    kind: 'message',
    walletName: 'Embedded wallet',
    address: SIGNER,
    message,
    bytes:
      message.kind === 'text'
        ? new TextEncoder().encode(message.text)
        : new Uint8Array(message.length),
  };
}

/** A text message as `readMessage` would show it. */
export const textMessage = (
  text: string,
  flags: { hasHiddenCharacters?: boolean; looksLikeTransaction?: boolean } = {},
): MessagePreview => ({
  kind: 'text',
  text,
  hasHiddenCharacters: flags.hasHiddenCharacters ?? false,
  looksLikeTransaction: flags.looksLikeTransaction ?? false,
});
