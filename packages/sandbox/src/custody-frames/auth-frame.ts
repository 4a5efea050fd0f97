/// <reference lib="dom" />
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { openFrameChannel } from './frame-channel.js';
import {
  createEmbeddedKey,
  decodeCredentialBundle,
  type EmbeddedKey,
  hpkeOpen,
  importSigningKey,
} from './frame-crypto.js';

// The auth frame: it holds an embedded key, opens the credential bundle sealed to it (an email
// code's or a session's API key), and stamps request bodies with that credential. The credential
// never leaves this frame's memory; the host only ever sees stamps.

const allowed = new RegExp(
  document.querySelector('meta[name="latchkey-parent-origins"]')?.getAttribute('content') ?? '^$',
);
let embedded: Promise<EmbeddedKey> = createEmbeddedKey();
let credential: { key: CryptoKey; publicKey: string } | undefined;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

openFrameChannel({
  allowedParent: (origin) => allowed.test(origin),
  publicKey: async () => (await embedded).publicKey,
  handlers: {
    async INJECT_CREDENTIAL_BUNDLE(message) {
      const { enc, ciphertext } = await decodeCredentialBundle(String(message.value ?? ''));
      const scalar = await hpkeOpen(await embedded, enc, ciphertext);
      credential = await importSigningKey(scalar);
      return { type: 'BUNDLE_INJECTED', value: true };
    },
    async STAMP_REQUEST(message) {
      if (!credential) throw new Error('No credential: inject a credential bundle first');
      const body = String(message.value ?? '');
      const signature = new Uint8Array(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          credential.key,
          new TextEncoder().encode(body),
        ),
      );
      const der = p256.Signature.fromBytes(signature, 'compact').toBytes('der');
      const stamp = JSON.stringify({
        publicKey: credential.publicKey,
        scheme: 'SIGNATURE_SCHEME_TK_API_P256',
        signature: bytesToHex(der),
      });
      return { type: 'STAMP', value: toBase64Url(stamp) };
    },
    async GET_EMBEDDED_PUBLIC_KEY() {
      return { type: 'EMBEDDED_PUBLIC_KEY', value: (await embedded).publicKey };
    },
    async INIT_EMBEDDED_KEY() {
      return { type: 'EMBEDDED_PUBLIC_KEY', value: (await embedded).publicKey };
    },
    async RESET_EMBEDDED_KEY() {
      embedded = createEmbeddedKey();
      credential = undefined;
      return { type: 'EMBEDDED_KEY_RESET', value: null };
    },
  },
});
