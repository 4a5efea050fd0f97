'use client';
import type { Config } from '@latchkey/core';
import type { EmbeddedWallet } from '@latchkey/core/embedded';
import { createElement, type ReactNode, useEffect } from 'react';
import { EmbeddedWalletContext, LatchkeyContext } from './context.js';

/** Props of {@link LatchkeyProvider}. */
export interface LatchkeyProviderProps {
  /** The config from `createConfig`; create it once per page, not per render. */
  config: Config;
  /** Offers embedded wallets (passkey sign-up and sign-in) in the connect dialog. */
  embeddedWallet?: EmbeddedWallet;
  /**
   * Light or dark UI; 'system' (default) follows the device. Sets `data-latchkey-theme` on
   * `<html>`, which `@latchkey/react/styles.css` reads.
   */
  theme?: 'system' | 'light' | 'dark';
  children?: ReactNode;
}

/**
 * Makes a Latchkey config available to the hooks and components below it. The first render is
 * the same on the server and the client; stored state (the selected network) is read back
 * after mount, so hydration never mismatches.
 *
 * @example
 * ```tsx
 * const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });
 * root.render(
 *   <LatchkeyProvider config={config}>
 *     <ConnectButton />
 *   </LatchkeyProvider>,
 * );
 * ```
 */
export function LatchkeyProvider({
  config,
  embeddedWallet,
  theme = 'system',
  children,
}: LatchkeyProviderProps) {
  useEffect(() => {
    void config.restore();
  }, [config]);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.latchkeyTheme;
    else root.dataset.latchkeyTheme = theme;
  }, [theme]);
  return createElement(
    LatchkeyContext.Provider,
    { value: config },
    createElement(EmbeddedWalletContext.Provider, { value: embeddedWallet }, children),
  );
}
