import type {
  StandardConnectMethod,
  StandardConnectOutput,
  StandardDisconnectMethod,
  StandardEventsOnMethod,
} from '@wallet-standard/features';
import type { TestWalletSession } from './test-wallet-session.js';

/**
 * `standard:connect` as an extension does it: connected already, or approved before on this
 * origin, answers at once; a silent connect asks nobody; otherwise one prompt, shared by calls
 * made while it is open.
 */
export function createConnect(session: TestWalletSession): StandardConnectMethod {
  let pendingConnect: Promise<StandardConnectOutput> | undefined;
  return (input) => {
    if (session.isConnected()) return Promise.resolve({ accounts: session.exposed() });
    if (session.approvals.isApproved()) {
      session.update({ connected: true });
      return Promise.resolve({ accounts: session.exposed() });
    }
    if (input?.silent) return Promise.resolve({ accounts: [] });
    if (session.misbehaves('locked')) return Promise.reject(new Error('The wallet is locked'));
    pendingConnect ??= session
      .ask('connect', {
        kind: 'Connect',
        detail: `Share ${session.labelOf(session.activeKey())}`,
      })
      .then(() => {
        session.approvals.approve();
        session.update({ connected: true });
        return { accounts: session.exposed() };
      })
      .finally(() => {
        pendingConnect = undefined;
      });
    return pendingConnect;
  };
}

/** `standard:disconnect`: forgets this origin's approval and exposes no account. */
export function createDisconnect(session: TestWalletSession): StandardDisconnectMethod {
  return async (): Promise<void> => {
    session.approvals.forget();
    session.update({ connected: false });
  };
}

/** `standard:events`: only `change` is emitted. */
export function createOn(session: TestWalletSession): StandardEventsOnMethod {
  return (event, listener) => {
    if (event !== 'change') return () => undefined;
    return session.listen(listener);
  };
}
