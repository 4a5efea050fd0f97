import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';

// A script on the host's page — an XSS, a compromised dependency — can use the embedded wallet's
// session key: it is a non-extractable CryptoKey, but the page can still sign with it. Here such
// a script takes the key from IndexedDB and stamps custody calls itself. The custody server lets
// it sign (that is what the key is for) but refuses every takeover (export, new keys or passkeys,
// a new email) and every way to mint a credential of its own (a one-time code to trade for a
// year-long key, a login or recovery email whose link leads to its site), and once the user signs
// out the key is revoked at the provider: the script's copy is refused too.

declare global {
  interface Window {
    stolenSessionKey?: { privateKey: CryptoKey; publicKey: string };
    stampAs?: (body: string) => Promise<string>;
  }
}

interface Attempt {
  path: string;
  body: Record<string, unknown>;
}

/** The attacker's script: takes the session key from Latchkey's IndexedDB, learns to stamp. */
async function stealSessionKey(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('latchkey');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const key = await new Promise<{ privateKey: CryptoKey; publicKey: string }>(
      (resolve, reject) => {
        const request = db
          .transaction('keyval')
          .objectStore('keyval')
          .get('latchkey:custody:sessionKey');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    window.stolenSessionKey = key;
    const hex = (bytes: Uint8Array) =>
      Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const derInteger = (bytes: Uint8Array) => {
      let start = 0;
      while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
      const trimmed = bytes.slice(start);
      const padded = (trimmed[0] as number) & 0x80 ? [0, ...trimmed] : [...trimmed];
      return [0x02, padded.length, ...padded];
    };
    window.stampAs = async (body) => {
      const raw = new Uint8Array(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          key.privateKey,
          new TextEncoder().encode(body),
        ),
      );
      const sequence = [...derInteger(raw.slice(0, 32)), ...derInteger(raw.slice(32))];
      const der = new Uint8Array([0x30, sequence.length, ...sequence]);
      const stamp = JSON.stringify({
        publicKey: key.publicKey,
        scheme: 'SIGNATURE_SCHEME_TK_API_P256',
        signature: hex(der),
      });
      return btoa(stamp).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    };
    const user = JSON.parse(localStorage.getItem('latchkey:embedded:user') as string) as {
      organizationId: string;
      userId: string;
    };
    return { publicKey: key.publicKey, ...user };
  });
}

/** One custody call the attacker's script stamps with the stolen key. */
function attempt(page: Page, { path, body }: Attempt) {
  return page.evaluate(
    async ({ url, text }) => {
      const stamp = await (window.stampAs as (body: string) => Promise<string>)(text);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Stamp': stamp },
        body: text,
      });
      const answer = (await response.json()) as { message?: string };
      return { status: response.status, message: answer.message };
    },
    {
      url: `${process.env.VITE_LATCHKEY_CUSTODY_URL}/public/v1/${path}`,
      text: JSON.stringify(body),
    },
  );
}

const submit = (
  type: string,
  organizationId: string,
  parameters: Record<string, unknown>,
): Record<string, unknown> => ({
  type,
  timestampMs: String(Date.now()),
  organizationId,
  parameters,
});

test('a page script with the session key can sign but neither take the wallet over nor mint a credential, and loses the key at sign-out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  const email = `mallory+${Date.now()}@example.com`;
  const address = await signUpWithPasskey(page, email);
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

  const { organizationId, userId } = await stealSessionKey(page);
  const frameKey = `04${'ab'.repeat(64)}`;
  const signed = await attempt(page, {
    path: 'submit/sign_raw_payload',
    body: submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', organizationId, {
      signWith: address,
      payload: '01',
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    }),
  });
  expect(signed.status).toBe(200);

  const attackerSite = 'https://evil.example/continue?b=%s';
  const takeovers: Attempt[] = [
    {
      path: 'submit/init_otp_auth',
      body: submit('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', organizationId, {
        otpType: 'OTP_TYPE_EMAIL',
        contact: email,
        appName: 'Latchkey demo',
      }),
    },
    {
      path: 'submit/otp_auth',
      body: submit('ACTIVITY_TYPE_OTP_AUTH', organizationId, {
        otpId: crypto.randomUUID(),
        otpCode: '123456',
        targetPublicKey: frameKey,
        expirationSeconds: '31536000',
      }),
    },
    {
      path: 'submit/email_auth',
      body: submit('ACTIVITY_TYPE_EMAIL_AUTH_V3', organizationId, {
        email,
        targetPublicKey: frameKey,
        expirationSeconds: '31536000',
        emailCustomization: { appName: 'Latchkey demo', magicLinkTemplate: attackerSite },
      }),
    },
    {
      path: 'submit/init_user_email_recovery',
      body: submit('ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2', organizationId, {
        email,
        targetPublicKey: frameKey,
        emailCustomization: { appName: 'Latchkey demo', magicLinkTemplate: attackerSite },
      }),
    },
    {
      path: 'submit/export_wallet_account',
      body: submit('ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT', organizationId, {
        address,
        targetPublicKey: frameKey,
      }),
    },
    {
      path: 'submit/create_api_keys',
      body: submit('ACTIVITY_TYPE_CREATE_API_KEYS_V2', organizationId, {
        userId,
        apiKeys: [{ apiKeyName: 'mine now', publicKey: `02${'cd'.repeat(32)}` }],
      }),
    },
    {
      path: 'submit/create_authenticators',
      body: submit('ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2', organizationId, {
        userId,
        authenticators: [],
      }),
    },
    {
      path: 'submit/update_user',
      body: submit('ACTIVITY_TYPE_UPDATE_USER', organizationId, {
        userId,
        userEmail: 'mallory@example.com',
        userTagIds: [],
      }),
    },
  ];
  for (const takeover of takeovers) {
    const refused = await attempt(page, takeover);
    expect(refused.status, takeover.path).toBe(403);
    expect(refused.message).toMatch(/^permission denied: a session key cannot /);
  }

  // The user signs out from the account menu: the key is revoked at the custody server.
  await disconnectFromAccountMenu(page, address);
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  await expect
    .poll(
      async () => (await attempt(page, { path: 'query/whoami', body: { organizationId } })).status,
    )
    .toBe(401);
  const refused = await attempt(page, { path: 'query/whoami', body: { organizationId } });
  expect(refused.message).toMatch(/^could not find public key/);
  // Nothing of the user is left on the page's storage either.
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('latchkey:embedded:')),
  );
  expect(left).toEqual([]);
});
