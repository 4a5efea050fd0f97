'use client';
import { createContext } from 'react';
import type { Message } from './message-types.js';

/** The language Latchkey's UI speaks, read by every view through `useMessages`. */
export interface LocaleState {
  /** A BCP 47 tag: the catalogue's locale, used for plurals, numbers and dates. */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The locale's catalogue (once loaded) with the host's overrides on top; English otherwise. */
  messages?: Readonly<Record<string, Message>> | undefined;
}

/** The provider's locale; English until a provider says otherwise. */
export const LocaleContext = createContext<LocaleState>({ locale: 'en', dir: 'ltr' });
