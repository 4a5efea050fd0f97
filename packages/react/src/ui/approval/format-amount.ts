import { SOL_DECIMALS } from '@latchkey/core';
import type { BalanceChange, TransactionPreview } from '@latchkey/core/preview';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import type { Translate } from '../../i18n/use-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import type { approvalMessages } from './approval-messages.js';

/** U+2212, the minus sign: a hyphen reads as a dash, and screen readers may skip it. */
const MINUS = '\u2212';

/**
 * A non-zero amount with its sign, as the locale writes one (with the bidi mark Arabic puts
 * before it, so the sign stays at the digits' left): '−0.25', '+10'. The digits are written
 * unsigned, so a fraction past 20 digits keeps its sign too.
 */
function signedAmount(amount: bigint, decimals: number, locale: string): string {
  const digits = formatUnitsForLocale(amount < 0n ? -amount : amount, decimals, locale);
  if (amount === 0n) return digits;
  return new Intl.NumberFormat(locale, { signDisplay: 'always' })
    .formatToParts(amount < 0n ? -1 : 1)
    .map((part) =>
      part.type === 'integer'
        ? digits
        : part.type === 'minusSign'
          ? part.value.replace('-', MINUS)
          : part.value,
    )
    .join('');
}

/**
 * One balance change as the user reads it, in the locale's digits: '−0.25 SOL', '+10 USDC',
 * '+3 EPjF…Dt1v' for a token without a symbol. Exact from base units, so no non-zero amount
 * shows as 0.
 */
export function formatBalanceChange(change: BalanceChange, locale: string): string {
  const { amount, decimals, symbol, mint } = change;
  const unit = symbol ?? (mint === undefined ? 'SOL' : shortenAddress(mint));
  return `${signedAmount(amount, decimals, locale)} ${unit}`;
}

/** The fee line: who pays the network fee, and how much (exact, in SOL) when the user does. */
export function formatFee(
  preview: Pick<TransactionPreview, 'fee' | 'feePaidByApp'>,
  t: Translate<keyof typeof approvalMessages> & { readonly locale: string },
): string {
  if (preview.feePaidByApp) return t('approval.transaction.feePaidByApp');
  if (preview.fee === undefined) return t('approval.transaction.feeUnknown');
  const amount = formatUnitsForLocale(preview.fee, SOL_DECIMALS, t.locale);
  return t('approval.transaction.fee', { amount });
}
