import { describe, expect, it } from 'vitest';
import { bytesOfBase64Url } from '../webauthn/base64url-bytes.js';
import { deviceHeader } from './device-header.js';

const verify = async (header: string, body: string) => {
  const [key, signature] = header.split('.') as [string, string];
  const publicKey = await crypto.subtle.importKey(
    'raw',
    bytesOfBase64Url(key),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    bytesOfBase64Url(signature),
    new TextEncoder().encode(body),
  );
};

describe('deviceHeader', () => {
  it('signs the exact body with one key, kept for the page', async () => {
    const body = '{"environmentId":"acme","signature":"abc"}';
    const first = await deviceHeader(body);
    const second = await deviceHeader('{"environmentId":"acme"}');
    expect(first).toMatch(/^[\w-]{87}\.[\w-]{86}$/);
    expect(first?.split('.')[0]).toBe(second?.split('.')[0]);
    expect(await verify(first as string, body)).toBe(true);
    // The signature vouches for that body alone.
    expect(await verify(first as string, `${body} `)).toBe(false);
  });
});
