/**
 * Reads the body of the request being answered, at most `maxBytes` and within `timeoutMs`: what
 * a runtime adapter may pass to read it from its own stream, rather than through the
 * Web-standard `Request` (on Node that saves building a web stream and a second `Request`).
 * It refuses exactly as `readBody` does.
 *
 * @example
 * ```ts
 * // What the Node adapter (`serveNode`) passes for each request:
 * const readBody: BodyReader = (limits) => readIncomingBody(incoming, limits);
 * const response = await server.fetch(request, { clientIp, readBody });
 * ```
 */
export type BodyReader = (limits: {
  maxBytes: number;
  timeoutMs: number;
}) => Promise<Uint8Array<ArrayBuffer>>;
