import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { CUSTODY_CLIENT_VERSION, createCustodyClient } from './create-custody-client.js';
import type { CustodyStamper } from './custody-stamper.js';

// Transport-level behaviour against a plain HTTP server standing in for what sits in front of
// the provider (a gateway answering HTML, a dropped connection). Activities, stamps and
// provider errors run against the sandbox's custody server in custody.integration.test.ts.

const stamper: CustodyStamper = {
  stamp: async (body) => ({
    stampHeaderName: 'X-Stamp',
    stampHeaderValue: `stamp-of:${body.length}`,
  }),
};

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serve(
  answer: (
    request: IncomingMessage,
    body: string,
  ) => { status: number; type: string; body: string },
) {
  const seen: { request: IncomingMessage; body: string }[] = [];
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({ request, body });
    const reply = answer(request, body);
    response.writeHead(reply.status, { 'Content-Type': reply.type }).end(reply.body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('custody client transport', () => {
  it('needs a base URL', () => {
    const failure = (() => {
      try {
        createCustodyClient({ baseUrl: undefined, stamper });
      } catch (error) {
        return error;
      }
    })();
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING)).toBe(true);
    expect((failure as Error).message).toBe('The custody client needs a base URL');
  });

  it('POSTs the exact stamped body with the stamp and client version headers', async () => {
    const { url, seen } = await serve(() => ({
      status: 200,
      type: 'application/json',
      body: JSON.stringify({ organizationId: 'org', userId: 'u' }),
    }));
    const client = createCustodyClient({ baseUrl: `${url}/`, stamper });
    expect(await client.query('whoami', { organizationId: 'org' })).toEqual({
      organizationId: 'org',
      userId: 'u',
    });
    const [{ request, body }] = seen as [{ request: IncomingMessage; body: string }];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/public/v1/query/whoami');
    expect(body).toBe('{"organizationId":"org"}');
    expect(request.headers['x-stamp']).toBe(`stamp-of:${body.length}`);
    expect(request.headers['x-client-version']).toBe(CUSTODY_CLIENT_VERSION);
    expect(request.headers['content-type']).toBe('application/json');
  });

  it("reports a non-JSON error body as '{status} {statusText}'", async () => {
    const { url } = await serve(() => ({
      status: 502,
      type: 'text/html',
      body: '<html><body>Bad Gateway</body></html>',
    }));
    const failure = await createCustodyClient({ baseUrl: url, stamper })
      .query('whoami', { organizationId: 'org' })
      .catch((error: unknown) => error);
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__CUSTODY__HTTP_ERROR)).toBe(true);
    expect((failure as Error).message).toBe('502 Bad Gateway');
  });

  it('names the provider it could not reach', async () => {
    const { url } = await serve(() => ({ status: 200, type: 'application/json', body: '{}' }));
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const failure = await createCustodyClient({ baseUrl: url, stamper })
      .query('whoami', { organizationId: 'org' })
      .catch((error: unknown) => error);
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__CUSTODY__UNREACHABLE)).toBe(true);
    expect((failure as Error).message).toBe(`The custody provider at ${url} could not be reached`);
  });
});
