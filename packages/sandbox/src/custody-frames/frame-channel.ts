/// <reference lib="dom" />
/**
 * A frame's side of the provider's iframe protocol (PROTOCOLS §3): it accepts the first
 * `TURNKEY_INIT_MESSAGE_CHANNEL` that carries a port and comes from an allowed parent origin,
 * stops listening on `window`, announces its public key, and from then on talks only over the
 * port — `{ type, value, requestId }` replies, `ERROR` with a message on failure.
 */
export function openFrameChannel(parameters: {
  allowedParent: (origin: string) => boolean;
  publicKey: () => Promise<string>;
  handlers: Record<
    string,
    (message: Record<string, unknown>) => Promise<{ type: string; value: unknown }>
  >;
}): void {
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | undefined;
    if (data?.type !== 'TURNKEY_INIT_MESSAGE_CHANNEL' || !event.ports[0]) return;
    // Origins are checked both ways: the parent named ours as its target; we check its origin.
    if (!parameters.allowedParent(event.origin)) return;
    window.removeEventListener('message', onMessage);
    const port = event.ports[0];
    port.onmessage = async (portEvent: MessageEvent) => {
      const message = (portEvent.data ?? {}) as Record<string, unknown>;
      const requestId = message.requestId;
      const handler =
        typeof message.type === 'string' ? parameters.handlers[message.type] : undefined;
      try {
        if (!handler) throw new Error(`Unknown message type: ${String(message.type)}`);
        const reply = await handler(message);
        port.postMessage({ ...reply, requestId });
      } catch (error) {
        port.postMessage({
          type: 'ERROR',
          value: error instanceof Error ? error.message : String(error),
          requestId,
        });
      }
    };
    void parameters
      .publicKey()
      .then((value) => port.postMessage({ type: 'PUBLIC_KEY_READY', value }));
  };
  window.addEventListener('message', onMessage);
}
