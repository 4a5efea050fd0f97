import { base64urlnopad } from '@scure/base';

/**
 * For tests: a browser's device key as the SDK keeps one (P-256, its private half not
 * extractable), giving the `X-Latchkey-Device` header for a body it signs.
 */
export async function createTestDevice() {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const publicKey = base64urlnopad.encode(
    new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)),
  );
  return {
    publicKey,
    /** The header for exactly this body. */
    async header(body: string): Promise<string> {
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        new TextEncoder().encode(body),
      );
      return `${publicKey}.${base64urlnopad.encode(new Uint8Array(signature))}`;
    },
  };
}

/** A device {@link createTestDevice} made. */
export type TestDevice = Awaited<ReturnType<typeof createTestDevice>>;
