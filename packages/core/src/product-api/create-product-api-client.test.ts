import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
import { type RunningProductServer, startProductServer } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createProductApiClient } from './create-product-api-client.js';

// The client's email recovery against the sandbox's product server (@latchkey/server) and
// custody server: what it sends, what it returns, and how it reads refusals and odd answers.

let custody: RunningCustodyServer;
let server: RunningProductServer;

beforeAll(async () => {
  custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
  server = await startProductServer({
    host: '127.0.0.1',
    port: 0,
    environments: { sandbox: { authToken: 'sandbox-token' } },
    custody: {
      baseUrl: custody.url,
      organizationId: custody.admin.rootOrganizationId,
      apiKey: custody.admin.rootApiKey,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await custody?.close();
});

const client = (fetch?: typeof globalThis.fetch) =>
  createProductApiClient({
    baseUrl: server.apiBaseUrl,
    environmentId: 'sandbox',
    authToken: 'sandbox-token',
    fetch,
  });
const frameKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected a rejection')),
    (error: unknown) => error,
  );

describe('startEmailRecovery', () => {
  it('starts recovery for a proven email and answers the parent organization either way', async () => {
    const email = 'mae@example.com';
    const challenge = await client().startEmailLogin({ email });
    const code = custody.admin
      .outbox()
      .filter((message) => message.to === email && message.otpCode)
      .at(-1)?.otpCode as string;
    const user = await client().verifyEmailLogin({
      ...challenge,
      code,
      targetPublicKey: frameKey(),
    });

    const calls: Array<{ url: string; body: unknown }> = [];
    const recording: typeof globalThis.fetch = (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return globalThis.fetch(input, init);
    };
    const targetPublicKey = frameKey();
    const known = await client(recording).startEmailRecovery({ email, targetPublicKey });
    expect(known).toEqual({ organizationId: custody.admin.rootOrganizationId });
    expect(calls).toEqual([
      {
        url: `${server.apiBaseUrl}/embedded/email-recovery`,
        body: { environmentId: 'sandbox', email, targetPublicKey },
      },
    ]);
    // The server answers first and sends after, so its timing tells nothing: wait for the email.
    await vi.waitFor(() =>
      expect(custody.admin.outbox().at(-1)).toMatchObject({
        to: email,
        kind: 'RECOVERY',
        organizationId: user.organizationId,
      }),
    );

    const sent = custody.admin.outbox().length;
    const unknown = await client().startEmailRecovery({
      email: 'nobody@example.com',
      targetPublicKey,
    });
    expect(unknown).toEqual(known);
    expect(custody.admin.outbox()).toHaveLength(sent);
  });

  it("turns the server's refusal into a request error with its message", async () => {
    const error = await rejection(
      client().startEmailRecovery({ email: 'mae@example.com', targetPublicKey: '04abc' }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)).toBe(true);
    expect((error as Error).message).toBe(
      'Product API error 400: targetPublicKey must be an uncompressed P-256 public key in hex',
    );
  });

  it('refuses an answer without an organization', async () => {
    for (const body of ['{}', '{"organizationId":""}', '{"organizationId":7}', 'null', 'no']) {
      const answering: typeof globalThis.fetch = async () => new Response(body, { status: 200 });
      const error = await rejection(
        client(answering).startEmailRecovery({
          email: 'mae@example.com',
          targetPublicKey: frameKey(),
        }),
      );
      expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE)).toBe(true);
    }
  });
});
