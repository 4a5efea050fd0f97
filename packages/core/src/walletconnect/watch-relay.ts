import type { WalletConnectClient } from './walletconnect-client.js';

/**
 * Waits for `request`, unless the relay stays out of reach for `timeoutMs` meanwhile: then it
 * fails (the wallet's answer could not arrive), rather than waiting out the request's expiry.
 */
export function watchRelay<T>(
  client: WalletConnectClient,
  request: Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const { relayer } = client.core;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fail: (error: Error) => void = () => undefined;
  const lost = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => fail(new Error(`the relay was out of reach for ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  };
  const disarm = () => clearTimeout(timer);
  relayer.on('relayer_disconnect', arm);
  relayer.on('relayer_connect', disarm);
  if (!relayer.connected) arm();
  return Promise.race([request, lost]).finally(() => {
    disarm();
    relayer.off('relayer_disconnect', arm);
    relayer.off('relayer_connect', disarm);
  });
}
