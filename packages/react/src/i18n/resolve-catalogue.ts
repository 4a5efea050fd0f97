import { matchCatalogueLocale } from './catalogue-locales.js';
import { loadCatalogue } from './load-catalogue.js';
import type { LocaleState } from './locale-context.js';
import { textDirection } from './text-direction.js';

/**
 * The language the provider shows once resolved: the host's `locale`, else the first of the
 * page's and the browser's languages that Latchkey ships, with its catalogue loaded (a chunk per
 * language). A host that names a language Latchkey does not ship and brings its own texts keeps
 * its tag; otherwise that falls back to English. A catalogue that does not arrive leaves English.
 */
export async function resolveCatalogue(
  hostLocale: string | undefined,
  hostTexts: boolean,
): Promise<LocaleState> {
  const wanted = hostLocale
    ? [hostLocale]
    : [document.documentElement.lang, ...(navigator.languages ?? [])];
  const { catalogue, tag } = matchCatalogueLocale(wanted);
  const shown = hostLocale && catalogue === 'en' && hostTexts ? hostLocale : tag;
  try {
    return { locale: shown, dir: textDirection(shown), messages: await loadCatalogue(catalogue) };
  } catch {
    return { locale: 'en', dir: 'ltr' };
  }
}
