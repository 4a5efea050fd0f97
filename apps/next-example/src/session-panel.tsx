'use client';
import { useConnect, useSession, useWallet } from '@latchkey/react';
import { useEffect, useState } from 'react';

/** What this app's backend (`/api/me`) says about the signed-in user. */
interface BackendView {
  readonly userId: string;
  readonly credentials: readonly {
    kind: string;
    address?: string;
    email?: string;
    credentialId?: string;
  }[];
}

/**
 * The session as this app's own backend sees it: once signed in (a wallet's connect signs in, as
 * do the embedded logins), it asks `/api/me`, which verifies the httpOnly session cookie on the
 * server, and shows who that is and with which credentials; it links another wallet and signs out.
 *
 * @example
 * ```tsx
 * <LatchkeyProvider config={config}><SessionPanel /></LatchkeyProvider>
 * ```
 */
export function SessionPanel() {
  const { status, user, credentials, signOut, linkWallet } = useSession();
  const { wallets } = useConnect();
  const { connector } = useWallet();
  const [backend, setBackend] = useState<BackendView | string>();
  const [problem, setProblem] = useState<string>();
  // A new credential list or a new session: ask the backend again.
  const version = `${status}:${user?.id}:${credentials.map(({ id }) => id).join(',')}`;

  useEffect(() => {
    if (!version.startsWith('signed-in')) {
      setBackend(undefined);
      return;
    }
    let current = true;
    fetch('/api/me', { cache: 'no-store' })
      .then(async (response) => {
        const body = await response.json();
        if (current)
          setBackend(response.ok ? (body as BackendView) : `refused: ${body.error?.reason}`);
      })
      .catch((error: Error) => current && setBackend(`unreachable: ${error.message}`));
    return () => {
      current = false;
    };
  }, [version]);

  if (status !== 'signed-in') {
    return (
      <p data-testid="session-status">{status === 'signing-in' ? 'Signing in…' : 'Signed out'}</p>
    );
  }
  const others = wallets.filter(
    (wallet) => wallet.id !== connector?.id && wallet.type !== 'embedded',
  );
  const act = (action: () => Promise<unknown>) => {
    setProblem(undefined);
    action().catch((error: Error) => setProblem(error.message));
  };
  return (
    <section aria-label="Your session">
      <p data-testid="session-status">Signed in</p>
      <h2>Your backend sees</h2>
      {typeof backend === 'object' ? (
        <ul data-testid="backend-session" data-user={backend.userId}>
          {backend.credentials.map((credential) => (
            <li
              key={`${credential.kind}:${credential.address ?? credential.email ?? credential.credentialId}`}
            >
              {credential.kind}: {credential.address ?? credential.email ?? credential.credentialId}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="backend-session">{backend ?? 'Asking /api/me…'}</p>
      )}
      {others.map((wallet) => (
        <button key={wallet.id} type="button" onClick={() => act(() => linkWallet(wallet.id))}>
          Link {wallet.name}
        </button>
      ))}
      <button type="button" onClick={() => act(() => signOut())}>
        Sign out
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
