// Two-step verification: an authenticator app, asked for before what your server guards.
import {
  createConfig,
  isLatchkeyError,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  solanaMainnet,
  unlinkCredential,
  verifyMfa,
} from '@latchkey/core';
import { setMfaPrompt } from '@latchkey/core/auth';
import { useMfa } from '@latchkey/react';
import { useState } from 'react';

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  auth: { baseUrl: 'https://auth.acme.example/api/v0', environmentId: 'env_acme' },
});

// Setting the app up: draw `uri` as a QR code (or show `secret`), then confirm with its code.
function SetUpAuthenticator() {
  const { factors, startTotpEnrollment, confirmTotpEnrollment } = useMfa();
  const [enrolment, setEnrolment] = useState<{ factorId: string; uri: string }>();
  const [codes, setCodes] = useState<readonly string[]>([]);
  if (factors?.factors.some((factor) => factor.kind === 'totp')) {
    return <p>{`On. Recovery codes left: ${factors.recoveryCodesLeft}. ${codes.join(' ')}`}</p>;
  }
  if (!enrolment) {
    return (
      <button type="button" onClick={() => void startTotpEnrollment('Phone').then(setEnrolment)}>
        Set up an authenticator app
      </button>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const code = new FormData(event.currentTarget).get('code') as string;
        // Ten recovery codes come with the first factor: show them once.
        void confirmTotpEnrollment(enrolment.factorId, code).then((done) =>
          setCodes(done.recoveryCodes),
        );
      }}
    >
      <p>Scan {enrolment.uri} with your app, then type the code it shows.</p>
      <input name="code" inputMode="numeric" autoComplete="one-time-code" />
    </form>
  );
}

// Without React's account menu, your own prompt: asked when the server answers MFA_REQUIRED;
// the action is tried once more after it resolves.
setMfaPrompt(config, async () => {
  const code = window.prompt('Code from your authenticator app') ?? '';
  await verifyMfa(config, { code });
});

// Or handle the refusal yourself.
export async function removeCredential(credentialId: string): Promise<void> {
  try {
    await unlinkCredential(config, { credentialId });
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_REQUIRED)) {
      // Ask for a code, verifyMfa(config, { code }), then try again.
    }
    throw error;
  }
}

export { SetUpAuthenticator };
