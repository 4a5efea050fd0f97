'use client';
import { detectEnvironment, type Environment } from '@latchkey/core';
import { useEffect, useState } from 'react';

const SERVER_ENVIRONMENT: Environment = {
  platform: 'desktop',
  isMobile: false,
  inWalletBrowser: undefined,
  isWebView: false,
};

/**
 * The browser's environment (desktop, iOS, Android, a wallet's in-app browser), read after
 * mount so the server and the first client render agree.
 *
 * @example
 * ```ts
 * const { isMobile } = useEnvironment();
 * ```
 */
export function useEnvironment(): Environment {
  const [environment, setEnvironment] = useState(SERVER_ENVIRONMENT);
  useEffect(() => setEnvironment(detectEnvironment()), []);
  return environment;
}
