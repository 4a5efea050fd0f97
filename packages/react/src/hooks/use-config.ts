'use client';
import {
  type Config,
  LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING,
  LatchkeyError,
} from '@latchkey/core';
import { useContext } from 'react';
import { LatchkeyContext } from '../context.js';

/**
 * The config of the nearest `LatchkeyProvider`.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING` outside a provider.
 * @example
 * ```tsx
 * const config = useConfig();
 * config.logger.info('rendered');
 * ```
 */
export function useConfig(): Config {
  const config = useContext(LatchkeyContext);
  if (!config) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING);
  return config;
}
