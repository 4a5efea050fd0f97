import { getAuthToken } from '@latchkey/core';
import { useConfig, useConnect, useSession, useWallet } from '@latchkey/react';
import { useEffect, useState } from 'react';

/** What the demo's backend (`/api/me`) says about the signed-in user. */
interface BackendView {
  readonly userId: string;
  readonly credentials: readonly {
    kind: string;
    address?: string;
    email?: string;
    credentialId?: string;
    issuer?: string;
  }[];
}

/**
 * The session as the demo's own backend sees it: once signed in (a wallet's connect signs in,
 * as do the embedded logins), it sends the access token (`getAuthToken`, refreshed when due) to
 * `/api/me`, which the Vite server verifies as a host's backend would, and shows who that is and
 * with which credentials; Sign out ends the session at the product server.
 */
export function SessionPanel() {
  const config = useConfig();
  const { status, user, credentials, signOut, linkWallet } = useSession();
  const { wallets } = useConnect();
  const { wallet: connected } = useWallet();
  // Another installed wallet (not the connected one, not embedded) can join this account.
  const linkable = wallets.filter(
    (option) =>
      (option.type === 'wallet-standard' || option.type === 'injected') &&
      option.id !== connected?.id &&
      // A phone's wallet (Mobile Wallet Adapter) links through its own flow, not from here.
      !option.name.includes('Mobile Wallet Adapter'),
  );
  const [backend, setBackend] = useState<BackendView | string>();
  const [problem, setProblem] = useState<string>();
  // A new session or a new credential list: ask the backend again.
  const version = `${status}:${user?.id}:${credentials.map(({ id }) => id).join(',')}`;

  useEffect(() => {
    setBackend(undefined);
    if (!version.startsWith('signed-in')) return;
    let current = true;
    (async () => {
      const token = await getAuthToken(config);
      const response = await fetch('/api/me', {
        cache: 'no-store',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const body = await response.json().catch(() => undefined);
      if (!current) return;
      setBackend(
        response.ok
          ? (body as BackendView)
          : `refused (${response.status}): ${body?.error?.reason ?? 'no backend here'}`,
      );
    })().catch((error: Error) => current && setBackend(`unreachable: ${error.message}`));
    return () => {
      current = false;
    };
  }, [config, version]);

  return (
    <section aria-labelledby="session-title" className="demo-card" data-testid="session-panel">
      <h2 id="session-title">Your session</h2>
      <p className="demo-card-desc">
        A connect signs in; the demo's backend (<code>/api/me</code>) verifies the token.
      </p>
      <p className="demo-facts">
        Session:{' '}
        <output data-testid="session-status">
          {status === 'signed-in'
            ? 'Signed in'
            : status === 'signing-in'
              ? 'Signing in…'
              : 'Signed out'}
        </output>
      </p>
      {status === 'signed-in' ? (
        <>
          <h3>Your backend sees</h3>
          {typeof backend === 'object' ? (
            <ul className="demo-mono" data-testid="backend-session" data-user={backend.userId}>
              {backend.credentials.map((credential) => {
                const value =
                  credential.address ??
                  credential.email ??
                  credential.credentialId ??
                  credential.issuer;
                return (
                  <li key={`${credential.kind}:${value}`}>
                    {credential.kind}: {value}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p data-testid="backend-session">{backend ?? 'Asking /api/me…'}</p>
          )}
          <button
            type="button"
            className="demo-button"
            onClick={() => {
              setProblem(undefined);
              signOut().catch((error: Error) => setProblem(error.message));
            }}
          >
            Sign out
          </button>
          {linkable.map((option) => (
            <button
              key={option.id}
              type="button"
              className="demo-button"
              onClick={() => {
                setProblem(undefined);
                linkWallet(option.id).catch((error: Error) => setProblem(error.message));
              }}
            >
              Link {option.name}
            </button>
          ))}
        </>
      ) : null}
      {problem ? <p data-testid="session-error">{problem}</p> : null}
    </section>
  );
}
