// A passkey as the second factor: made by the browser for this site, verified by your server.
import { useMfa } from '@latchkey/react';
import { useState } from 'react';

export function PasskeyFactor() {
  const { factors, addPasskey, verify } = useMfa();
  const [codes, setCodes] = useState<readonly string[]>([]);
  const passkeys = factors?.factors.filter((factor) => factor.kind === 'passkey') ?? [];
  return (
    <div>
      <p>{`Passkeys: ${passkeys.map((passkey) => passkey.name).join(', ') || 'none'}`}</p>
      {/* The first factor comes with ten recovery codes: show them once. */}
      <button
        type="button"
        onClick={() =>
          void addPasskey('Security key').then((added) => setCodes(added.recoveryCodes))
        }
      >
        Add a security key
      </button>
      {/* Proves it for this session: the browser asks for the passkey, the server checks it. */}
      {passkeys.length > 0 ? (
        <button type="button" onClick={() => void verify({ passkey: true })}>
          Verify with your passkey
        </button>
      ) : null}
      {codes.length > 0 ? <p>{codes.join(' ')}</p> : null}
    </div>
  );
}
