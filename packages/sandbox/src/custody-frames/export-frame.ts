/// <reference lib="dom" />
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getBase58Decoder } from '@solana/kit';
import { openFrameChannel } from './frame-channel.js';
import { createEmbeddedKey, type EmbeddedKey, hpkeOpen } from './frame-crypto.js';

// The export frame: it opens an export bundle sealed to its embedded key — after checking the
// custody enclave's signature and the organization — and shows the key or phrase to the user
// inside this frame only. The host page never receives it. The embedded key is used once.

const meta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const allowed = new RegExp(meta('latchkey-parent-origins') || '^$');
const enclaveKey = meta('latchkey-enclave-key').toLowerCase();
let embedded: Promise<EmbeddedKey> = createEmbeddedKey();

interface ExportBundle {
  version?: string;
  data?: string;
  dataSignature?: string;
  enclaveQuorumPublic?: string;
}

async function openBundle(value: unknown, organizationId: unknown): Promise<Uint8Array> {
  const bundle = JSON.parse(String(value)) as ExportBundle;
  if (bundle.version !== 'v1.0.0')
    throw new Error(`Unsupported export bundle version ${bundle.version}`);
  if (
    !bundle.data ||
    !bundle.dataSignature ||
    bundle.enclaveQuorumPublic?.toLowerCase() !== enclaveKey
  ) {
    throw new Error('The export bundle is not from the expected enclave');
  }
  const data = hexToBytes(bundle.data);
  if (
    !p256.verify(hexToBytes(bundle.dataSignature), data, hexToBytes(enclaveKey), {
      format: 'der',
      lowS: false,
    })
  ) {
    throw new Error('The export bundle signature is invalid');
  }
  const inner = JSON.parse(new TextDecoder().decode(data)) as {
    organizationId?: string;
    encappedPublic?: string;
    ciphertext?: string;
  };
  if (inner.organizationId !== organizationId)
    throw new Error('The export bundle is for another organization');
  const key = await embedded;
  const plaintext = await hpkeOpen(
    key,
    hexToBytes(inner.encappedPublic ?? ''),
    hexToBytes(inner.ciphertext ?? ''),
  );
  // One decryption per key: a new embedded key for whatever comes next.
  embedded = createEmbeddedKey();
  return plaintext;
}

function show(label: string, secret: string) {
  const heading = document.createElement('p');
  heading.textContent = label;
  const value = document.createElement('pre');
  value.id = 'exported-secret';
  value.textContent = secret;
  document.body.replaceChildren(heading, value);
}

openFrameChannel({
  allowedParent: (origin) => allowed.test(origin),
  publicKey: async () => (await embedded).publicKey,
  handlers: {
    async INJECT_KEY_EXPORT_BUNDLE(message) {
      const seed = await openBundle(message.value, message.organizationId);
      if (message.keyFormat === 'SOLANA') {
        const full = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)]);
        show('Your Solana private key — keep it secret', getBase58Decoder().decode(full));
      } else {
        show('Your private key — keep it secret', bytesToHex(seed));
      }
      return { type: 'BUNDLE_INJECTED', value: true };
    },
    async INJECT_WALLET_EXPORT_BUNDLE(message) {
      const phrase = new TextDecoder().decode(
        await openBundle(message.value, message.organizationId),
      );
      show('Your recovery phrase — keep it secret', phrase);
      return { type: 'BUNDLE_INJECTED', value: true };
    },
    async GET_EMBEDDED_PUBLIC_KEY() {
      return { type: 'EMBEDDED_PUBLIC_KEY', value: (await embedded).publicKey };
    },
    async INIT_EMBEDDED_KEY() {
      return { type: 'EMBEDDED_PUBLIC_KEY', value: (await embedded).publicKey };
    },
  },
});
