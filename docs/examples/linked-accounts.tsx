// Sign-in methods: add an email (a code sent to it) or a Google account to the signed-in user.
import { useLinkedAccounts } from '@latchkey/react';
import { useState } from 'react';

export function SignInMethods() {
  const { credentials, providers, startEmailLink, confirmEmailLink, linkOAuthAccount, unlink } =
    useLinkedAccounts();
  const [challenge, setChallenge] = useState<Awaited<ReturnType<typeof startEmailLink>>>();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <>
      <ul>
        {credentials.map((credential) => (
          <li key={credential.id}>
            {credential.kind} · last used {credential.lastUsedAt}
            <button type="button" onClick={() => void unlink(credential.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      {challenge ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirmEmailLink(challenge, code).then(() => setChallenge(undefined));
          }}
        >
          <input value={code} onChange={(event) => setCode(event.target.value)} />
          <button type="submit">Add email</button>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void startEmailLink(email).then(setChallenge);
          }}
        >
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit">Send code</button>
        </form>
      )}
      {providers.map(({ id, name }) => (
        // From the click itself: the provider's page opens in a popup.
        <button key={id} type="button" onClick={() => void linkOAuthAccount(id)}>
          Add {name}
        </button>
      ))}
    </>
  );
}
