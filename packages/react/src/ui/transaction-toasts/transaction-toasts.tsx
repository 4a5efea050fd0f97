'use client';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import { useMessages } from '../../i18n/use-messages.js';
import { TOAST_STYLESHEET } from '../../styles/toast-stylesheet.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { toastMessages } from './toast-messages.js';
import { TransactionProgress } from './transaction-progress.js';
import type { TransactionToastStore } from './transaction-toast-store.js';
import { useTransactionToasts } from './use-transaction-toasts.js';

/** Props of {@link TransactionToasts}. */
export interface TransactionToastsProps {
  /** Where the sends are tracked: `createTransactionToasts()`. */
  store: TransactionToastStore;
  /** Milliseconds a confirmed toast stays (paused while hovered or focused); `false` keeps it. */
  autoDismiss?: number | false | undefined;
}

/**
 * The stack of transaction toasts, newest at the bottom: fixed at the bottom-right corner on a
 * desktop, full width at the bottom of a phone's screen (above its home indicator). Each one
 * follows its send (see `TransactionProgress`), offers Retry when another try can work, and a
 * confirmed one leaves by itself after a few seconds. Its texts are in the provider's `locale`,
 * the title too when a send was tracked with an `amount` rather than a `title`. Render it once,
 * near the root.
 *
 * @example
 * ```tsx
 * const toasts = createTransactionToasts();
 * function App() {
 *   return (
 *     <LatchkeyProvider config={config}>
 *       <Page />
 *       <TransactionToasts store={toasts} />
 *     </LatchkeyProvider>
 *   );
 * }
 * ```
 */
export function TransactionToasts({ store, autoDismiss }: TransactionToastsProps) {
  useStylesheet(TOAST_STYLESHEET);
  const t = useMessages(toastMessages);
  const toasts = useTransactionToasts(store);
  const root = useLatchkeyRoot();
  if (toasts.length === 0) return null;
  return (
    <div className="latchkey-root latchkey-toasts" {...root}>
      {toasts.map((toast) => (
        <TransactionProgress
          key={toast.id}
          variant="toast"
          title={
            toast.title ??
            (toast.amount &&
              t('toast.title.send', {
                amount: formatUnitsForLocale(toast.amount.value, toast.amount.decimals, t.locale),
                symbol: toast.amount.symbol,
              }))
          }
          stage={toast.stage}
          signature={toast.signature}
          error={toast.error}
          failedStage={toast.failedStage}
          sponsored={toast.sponsored}
          onRetry={toast.retry}
          onDismiss={() => store.dismiss(toast.id)}
          autoDismiss={autoDismiss}
        />
      ))}
    </div>
  );
}
