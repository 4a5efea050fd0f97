'use client';
import { TOAST_STYLESHEET } from '../../styles/toast-stylesheet.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
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
 * confirmed one leaves by itself after a few seconds. Render it once, near the root.
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
  const toasts = useTransactionToasts(store);
  const root = useLatchkeyRoot();
  if (toasts.length === 0) return null;
  return (
    <div className="latchkey-root latchkey-toasts" {...root}>
      {toasts.map((toast) => (
        <TransactionProgress
          key={toast.id}
          variant="toast"
          title={toast.title}
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
