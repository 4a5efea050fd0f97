// Sessions on the page: a wallet connect signs in, and your backend gets a token it verifies.
import { createConfig, getAuthToken, signOut, solanaMainnet } from '@latchkey/core';
import { LatchkeyProvider, useSession } from '@latchkey/react';

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  // Your @latchkey/server: a connect now signs in too (connect({ signIn: false }) only connects).
  auth: { baseUrl: 'https://auth.acme.example/api/v0', environmentId: 'env_acme' },
});

// Any call to your backend: the token is refreshed first when it is about to expire.
export async function loadMe(): Promise<unknown> {
  const token = await getAuthToken(config);
  const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  return response.json();
}

function Account() {
  const { status, user, credentials, linkWallet, unlinkCredential } = useSession();
  if (status !== 'signed-in')
    return <p>{status === 'signing-in' ? 'Signing in…' : 'Signed out'}</p>;
  return (
    <section>
      <p>User {user?.id}</p>
      <ul>
        {credentials.map((credential) => (
          <li key={credential.id}>
            {credential.format === 'blockchain' ? credential.address : credential.kind}
            <button type="button" onClick={() => void unlinkCredential(credential.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void linkWallet('wallet-standard:Backpack')}>
        Link Backpack
      </button>
      <button type="button" onClick={() => void signOut(config)}>
        Sign out
      </button>
    </section>
  );
}

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <Account />
    </LatchkeyProvider>
  );
}
