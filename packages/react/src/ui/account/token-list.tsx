'use client';
import { useId } from 'react';
import { useTokenBalances } from '../../hooks/use-token-balances.js';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import { useMessages } from '../../i18n/use-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import { accountMessages } from './account-messages.js';

/**
 * The account menu's tokens: each SPL Token and Token-2022 account the wallet holds with a
 * balance, as its amount and its mint (shortened; the full address in the tooltip). Nothing while
 * it holds none.
 */
export function TokenList({ address }: { address: string }) {
  const t = useMessages(accountMessages);
  const { balances } = useTokenBalances({ owner: address });
  const titleId = useId();
  const held = balances?.filter((balance) => balance.amount > 0n) ?? [];
  if (held.length === 0) return null;
  return (
    <section className="latchkey-account-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="latchkey-account-section-title">
        {t('account.tokens.title')}
      </h3>
      <ul className="latchkey-token-list" data-testid="latchkey-tokens">
        {held.map((balance) => (
          <li key={balance.tokenAccount} className="latchkey-token" title={balance.mint}>
            <span className="latchkey-token-amount">
              {formatUnitsForLocale(balance.amount, balance.decimals, t.locale)}
            </span>
            <span className="latchkey-token-mint">
              {balance.tokenProgram === 'token-2022'
                ? t('account.tokens.token2022', { mint: shortenAddress(balance.mint) })
                : shortenAddress(balance.mint)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
