'use client';
import type { Config } from '@latchkey/core';
import type { EmbeddedWallet } from '@latchkey/core/embedded';
import { createContext } from 'react';

/** Holds the config the provider was given. Read it through `useConfig`. */
export const LatchkeyContext = createContext<Config | undefined>(undefined);

/** Holds the embedded wallet the provider was given, if any. Read it through `useEmbeddedWallet`. */
export const EmbeddedWalletContext = createContext<EmbeddedWallet | undefined>(undefined);
