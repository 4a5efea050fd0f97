'use client';
import { useEffect, useMemo, useState } from 'react';
import type { LatchkeyMessages } from './latchkey-messages.js';
import type { LocaleState } from './locale-context.js';

/**
 * The provider's language: the host's `locale`, else the page's and the browser's. English needs
 * nothing more (the views carry it), so this is all a page pays up front; any other language
 * loads the resolver and its catalogue after mount, so the first render is the same on the
 * server and the client. The host's `messages` go on top.
 */
export function useLocaleState(
  locale: string | undefined,
  messages: Partial<LatchkeyMessages> | undefined,
): LocaleState {
  const [loaded, setLoaded] = useState<LocaleState>();
  const hostTexts = !!messages;
  useEffect(() => {
    let current = true;
    if (/^en\b/i.test(locale || document.documentElement.lang || navigator.language)) {
      setLoaded(undefined);
    } else {
      import('./resolve-catalogue.js')
        .then((chunk) => chunk.resolveCatalogue(locale, hostTexts))
        .then(
          (next) => current && setLoaded(next),
          () => {},
        );
    }
    return () => {
      current = false;
    };
  }, [locale, hostTexts]);
  return useMemo(
    () => ({
      locale: 'en',
      dir: 'ltr',
      ...loaded,
      messages: messages ? { ...loaded?.messages, ...messages } : loaded?.messages,
    }),
    [loaded, messages],
  );
}
