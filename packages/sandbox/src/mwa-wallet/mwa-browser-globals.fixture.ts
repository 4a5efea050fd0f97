import { WebSocket as NodeWebSocket } from 'ws';

// What Solana Mobile's protocol package (2.3.0) reads from a browser, in Node: a secure-context
// `window` with events and timers, `location.assign` (where the association URI goes: here
// straight to the wallet, then a `blur`, as when Android opens the wallet app), `navigator`,
// `CloseEvent`, and a `WebSocket` whose binary messages are Blobs (the package reads
// `evt.data.arrayBuffer()`).

const LOOPBACK_WSS = /^wss:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

class BrowserWebSocket extends NodeWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    // The package always dials the reflector with wss://; the sandbox's reflector is a plain
    // ws:// stand-in on loopback, so a loopback wss:// is dialled as ws:// (nothing else is).
    super(String(url).replace(LOOPBACK_WSS, 'ws://$1$2/'), protocols);
    // 'blob' is in ws 8.18+ (Node has Blob), though its types name only the other three.
    (this as { binaryType: string }).binaryType = 'blob';
  }
}

/**
 * Installs the browser globals the package needs; `onAssociationUri` gets each URI the page
 * navigates to. Returns what puts the previous globals back.
 */
export function installMwaBrowserGlobals(onAssociationUri: (uri: string) => void): () => void {
  const events = new EventTarget();
  const fakeWindow = {
    isSecureContext: true,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout,
    clearTimeout,
    location: {
      host: 'localhost:5173',
      assign(url: string | URL) {
        onAssociationUri(String(url));
        events.dispatchEvent(new Event('blur'));
      },
    },
  };
  const globals = globalThis as Record<string, unknown>;
  const names = ['window', 'navigator', 'WebSocket', 'CloseEvent'] as const;
  const previous = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  define('window', fakeWindow);
  define('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' });
  define('WebSocket', BrowserWebSocket);
  if (globals.CloseEvent === undefined)
    define(
      'CloseEvent',
      class CloseEvent extends Event {
        readonly wasClean = false;
        readonly code = 1006;
        readonly reason = '';
      },
    );
  return () => {
    for (const [index, name] of names.entries()) {
      const descriptor = previous[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globals[name];
    }
  };
}
