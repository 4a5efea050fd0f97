'use client';
import { LatchkeyProvider } from '@latchkey/react';
import { type ReactNode, useState } from 'react';
import type { BrowserSettings } from '../src/browser-settings';
import { createExampleConfig, type ExampleConfig } from '../src/create-example-config';

// One config per page load in the browser: it holds the connection and listens for wallets, so a
// remount (Strict Mode renders twice in development) must find the same one.
let browserConfig: ExampleConfig | undefined;

function browserExampleConfig(settings: BrowserSettings): ExampleConfig {
  browserConfig ??= createExampleConfig(settings);
  return browserConfig;
}

/**
 * The client side of the layout: Latchkey's provider over the page. The server renders it with a
 * config of its own per request (nothing one user does reaches another's render); the browser
 * makes one and keeps it. Both start disconnected, so hydration matches; a stored session is
 * restored after it.
 *
 * @example
 * ```tsx
 * <Providers settings={await readBrowserSettings()}>{children}</Providers>
 * ```
 */
export function Providers({
  settings,
  children,
}: {
  settings: BrowserSettings;
  children: ReactNode;
}) {
  const [{ config, embeddedWallet }] = useState(() =>
    typeof window === 'undefined' ? createExampleConfig(settings) : browserExampleConfig(settings),
  );
  return (
    <LatchkeyProvider config={config} {...(embeddedWallet ? { embeddedWallet } : {})}>
      {children}
    </LatchkeyProvider>
  );
}
