'use client';
import { useEffect, useMemo, useState } from 'react';
import type { LatchkeyMessages } from './latchkey-messages.js';
import type { LocaleState } from './locale-context.js';
import type { ResolvedCatalogue } from './resolve-catalogue.js';

const ENGLISH: ResolvedCatalogue = { tag: 'en', dir: 'ltr' };

/**
 * The provider's language: the host's `locale`, else the page's and the browser's. English needs
 * nothing more (the views carry it); any other language loads the resolver and its catalogue
 * after mount, so the first render is the same on the server and the client. The host's
 * `messages` go on top.
 */
export function useLocaleState(
  locale: string | undefined,
  messages: Partial<LatchkeyMessages> | undefined,
): LocaleState {
  const [resolved, setResolved] = useState(ENGLISH);
  const hostTexts = !!messages;
  useEffect(() => {
    let current = true;
    const wanted = (
      locale ? [locale] : [document.documentElement.lang, ...navigator.languages]
    ).filter(Boolean);
    if (/^en\b/i.test(wanted[0] ?? 'en')) setResolved(ENGLISH);
    else
      import('./resolve-catalogue.js')
        .then((chunk) => chunk.resolveCatalogue(wanted, locale, hostTexts))
        .then(
          (next) => current && setResolved(next),
          () => {},
        );
    return () => {
      current = false;
    };
  }, [locale, hostTexts]);
  return useMemo(
    () => ({
      locale: resolved.tag,
      dir: resolved.dir,
      messages: messages ? { ...resolved.catalogue, ...messages } : resolved.catalogue,
    }),
    [resolved, messages],
  );
}
