import { formatUnits, SOL_DECIMALS } from '@latchkey/core';
import type { BalanceChange, TransactionPreview } from '@latchkey/core/preview';
import { shortenAddress } from '../shared/shorten-address.js';

/** U+2212, the minus sign: a hyphen reads as a dash, and screen readers may skip it. */
const MINUS = '\u2212';
/** U+202F, a narrow no-break space: groups digits without reading as a decimal point anywhere. */
const GROUP = '\u202f';

/** Groups a long whole part in threes ('12 345.678'); four digits or fewer stay as they are. */
function groupDigits(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, GROUP) : whole;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * One balance change as the user reads it: '−0.25 SOL', '+10 USDC', '+3 EPjF…Dt1v' for a token
 * without a symbol. Exact from base units (`formatUnits`), so no non-zero amount shows as 0.
 */
export function formatBalanceChange(change: BalanceChange): string {
  const { amount, decimals, symbol, mint } = change;
  const sign = amount < 0n ? MINUS : amount > 0n ? '+' : '';
  const digits = groupDigits(formatUnits(amount < 0n ? -amount : amount, decimals));
  const unit = symbol ?? (mint === undefined ? 'SOL' : shortenAddress(mint));
  return `${sign}${digits} ${unit}`;
}

/** The fee line: who pays the network fee, and how much when the user does. */
export function formatFee(preview: Pick<TransactionPreview, 'fee' | 'feePaidByApp'>): string {
  if (preview.feePaidByApp) return 'Network fee: paid by the app';
  if (preview.fee === undefined) return 'Network fee: unknown';
  return `Network fee: ${groupDigits(formatUnits(preview.fee, SOL_DECIMALS))} SOL`;
}
