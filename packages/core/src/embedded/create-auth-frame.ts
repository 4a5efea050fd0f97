import type { CustodyStamper } from '../custody/custody-stamper.js';
import { frameDeadline } from './frame-deadline.js';

/** The custody provider's auth frame, the default for email login. */
export const DEFAULT_AUTH_FRAME_URL = 'https://auth.turnkey.com';

/**
 * An auth frame on the page: its embedded public key (what credential bundles are sealed to),
 * a way to hand it a bundle, and a stamper that signs with the credential inside it.
 *
 * @example
 * ```ts
 * const frame: AuthFrame = await createAuthFrame({ frameUrl });
 * await frame.injectCredentialBundle(bundle);
 * ```
 */
export interface AuthFrame {
  /** Uncompressed P-256 hex. */
  readonly publicKey: string;
  injectCredentialBundle(bundle: string): Promise<void>;
  readonly stamper: CustodyStamper;
  /** Removes the frame and its credential. */
  remove(): void;
}

/**
 * Loads the custody provider's auth frame, hidden, with Turnkey's own `@turnkey/iframe-stamper`
 * (loaded only when used): the credential a user earns by email code is opened and kept inside
 * the frame's origin, and the page only ever receives stamps. The parent names the frame's
 * origin as its message target; the frame checks the parent's origin in turn.
 *
 * @example
 * ```ts
 * const frame = await createAuthFrame({ frameUrl: 'http://127.0.0.1:8810/frames/auth' });
 * const { credentialBundle } = await productApi.verifyEmailLogin({ ...challenge, code, targetPublicKey: frame.publicKey });
 * await frame.injectCredentialBundle(credentialBundle);
 * ```
 */
export async function createAuthFrame(parameters: {
  frameUrl?: string;
  container?: HTMLElement;
  /** How long the frame may take to answer one request. Default 30 s. */
  timeoutMs?: number | undefined;
}): Promise<AuthFrame> {
  const { IframeStamper } = await import('@turnkey/iframe-stamper');
  const container = parameters.container ?? document.createElement('div');
  if (!parameters.container) {
    container.hidden = true;
    document.body.append(container);
  }
  const stamper = new IframeStamper({
    iframeUrl: parameters.frameUrl ?? DEFAULT_AUTH_FRAME_URL,
    iframeContainer: container,
    iframeElementId: `latchkey-auth-frame-${crypto.randomUUID()}`,
  });
  const remove = () => {
    stamper.clear();
    if (!parameters.container) container.remove();
  };
  const { timeoutMs } = parameters;
  let publicKey: string;
  try {
    publicKey = await frameDeadline(stamper.init(), 'auth', timeoutMs);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    publicKey,
    async injectCredentialBundle(bundle) {
      await frameDeadline(stamper.injectCredentialBundle(bundle), 'auth', timeoutMs);
    },
    stamper: { stamp: (body) => frameDeadline(stamper.stamp(body), 'auth', timeoutMs) },
    remove,
  };
}
