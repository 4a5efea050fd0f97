'use client';
import type { Config } from '@latchkey/core';
import { createContext } from 'react';

/** Holds the config the provider was given. Read it through `useConfig`. */
export const LatchkeyContext = createContext<Config | undefined>(undefined);
