import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { RouteHandler } from '../http/start-http-server.js';

/** The frames the custody server serves, by path name. */
const FRAMES = { auth: 'auth-frame', export: 'export-frame' } as const;

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the custody provider's frames (`/frames/auth`, `/frames/export`): a page and its script, bundled from
 * TypeScript on first use. Each page names the parent origins it will talk to (checked on the
 * frame's side of the channel); its CSP allows only its own script.
 */
export function createFramesRoute(parameters: {
  /** A regular expression the parent page's origin must match. */
  parentOrigins: string;
  /** CSP `frame-ancestors` sources: who may embed the frames. */
  frameAncestors: string;
  /** The enclave key export bundles must be signed by (uncompressed P-256 hex). */
  enclavePublicKey: string;
}): RouteHandler {
  const scripts = new Map<string, Promise<string>>();
  const script = (name: string) => {
    let bundled = scripts.get(name);
    if (!bundled) {
      // Sources in the package (tests, dev) or the built JS next to this file (installed).
      const here = fileURLToPath(new URL('.', import.meta.url));
      const source = import.meta.url.endsWith('.ts') ? `${here}${name}.ts` : `${here}${name}.js`;
      bundled = build({
        entryPoints: [source],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        logLevel: 'silent',
      }).then((result) => result.outputFiles[0]?.text ?? '');
      scripts.set(name, bundled);
    }
    return bundled;
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://frames.invalid').pathname;
    const match = /^\/frames\/([a-z]+)(\.js)?$/.exec(path);
    const frame = match ? FRAMES[match[1] as keyof typeof FRAMES] : undefined;
    if (!match || !frame) return false;
    const headers = {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; connect-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${parameters.frameAncestors}`,
    };
    if (match[2]) {
      response
        .writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' })
        .end(await script(frame));
      return true;
    }
    response
      .writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
      .end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="latchkey-parent-origins" content="${escapeAttribute(parameters.parentOrigins)}">
<meta name="latchkey-enclave-key" content="${escapeAttribute(parameters.enclavePublicKey)}">
<style>body { font: 14px system-ui, sans-serif; margin: 0.5rem; } pre { white-space: pre-wrap; word-break: break-all; }</style>
<title>Latchkey custody frame</title>
<script type="module" src="/frames/${match[1]}.js"></script>
</head>
<body></body>
</html>`);
    return true;
  };
}
