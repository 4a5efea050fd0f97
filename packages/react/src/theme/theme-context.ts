'use client';
import { createContext } from 'react';

/** What Latchkey's UI roots need to draw the provider's theme. */
export interface ThemeScope {
  /** 'system' follows the device; 'light' or 'dark' forces one. */
  mode: 'system' | 'light' | 'dark';
  /** Set when the host gave its own tokens: they are written for this scope only. */
  scope?: string | undefined;
}

/** The provider's theme, read by every Latchkey UI root through `useLatchkeyRoot`. */
export const ThemeContext = createContext<ThemeScope>({ mode: 'system' });
