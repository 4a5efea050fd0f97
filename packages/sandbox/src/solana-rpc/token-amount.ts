/** A token amount as validators present it: base units as a string, plus the decimal forms. */
export interface UiTokenAmount {
  readonly amount: string;
  readonly decimals: number;
  readonly uiAmount: number | null;
  readonly uiAmountString: string;
}

/**
 * Formats base units the way Agave's `token_amount_to_ui_amount` does: `uiAmount` is the f64
 * quotient, `uiAmountString` the exact decimal with trailing zeros (and a bare point) trimmed.
 */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: fraction === '' ? whole : `${whole}.${fraction}`,
  };
}
