import { afterEach, describe, expect, it } from 'vitest';
import { createPasskey } from './create-passkey.js';
import { createPasskeyStamper } from './create-passkey-stamper.js';

// SPEC §9's passkey numbers, read from what reaches the browser's WebAuthn API. No authenticator
// can answer inside Vitest's browser (the e2e specs run real ceremonies with Chromium's virtual
// one), so the browser's create/get are wrapped to record the options and refuse as a user would.

const { credentials } = navigator;
const realCreate = credentials.create.bind(credentials);
const realGet = credentials.get.bind(credentials);
let seen: CredentialCreationOptions | CredentialRequestOptions | undefined;
const refuse = (options?: CredentialCreationOptions | CredentialRequestOptions) => {
  seen = options;
  return Promise.reject(new DOMException('The user declined.', 'NotAllowedError'));
};

afterEach(() => {
  credentials.create = realCreate;
  credentials.get = realGet;
  seen = undefined;
});

describe('passkey ceremony options', () => {
  it("registers with ES256 (-7), resident key 'preferred', user verification 'discouraged', 300000 ms", async () => {
    credentials.create = refuse;
    await expect(createPasskey({ rpName: 'Acme', email: 'ada@example.com' })).rejects.toThrow();
    const publicKey = (seen as CredentialCreationOptions).publicKey;
    expect(publicKey?.pubKeyCredParams).toEqual([{ alg: -7, type: 'public-key' }]);
    expect(publicKey?.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'discouraged',
    });
    expect(publicKey?.timeout).toBe(300_000);
  });

  it("signs in with user verification 'preferred' and 300000 ms", async () => {
    credentials.get = refuse;
    await expect(createPasskeyStamper({ rpId: location.hostname }).stamp('{}')).rejects.toThrow();
    const publicKey = (seen as CredentialRequestOptions).publicKey;
    expect(publicKey?.userVerification).toBe('preferred');
    expect(publicKey?.timeout).toBe(300_000);
  });
});
