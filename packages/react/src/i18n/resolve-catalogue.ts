import { matchCatalogueLocale } from './catalogue-locales.js';
import type { LatchkeyMessages } from './latchkey-messages.js';
import { loadCatalogue } from './load-catalogue.js';
import { textDirection } from './text-direction.js';

/** What the provider shows once a language is resolved: its tag, direction and catalogue. */
export interface ResolvedCatalogue {
  tag: string;
  dir: 'ltr' | 'rtl';
  catalogue?: LatchkeyMessages | undefined;
}

/**
 * The first of the wanted languages Latchkey ships, with its catalogue loaded (a chunk per
 * language). A host that names a language Latchkey does not ship and brings its own texts keeps
 * its tag; otherwise that falls back to English. A catalogue that does not arrive leaves English.
 */
export async function resolveCatalogue(
  wanted: readonly string[],
  hostLocale: string | undefined,
  hostTexts: boolean,
): Promise<ResolvedCatalogue> {
  const { catalogue, tag } = matchCatalogueLocale(wanted);
  const shown = hostLocale && catalogue === 'en' && hostTexts ? hostLocale : tag;
  try {
    return { tag: shown, dir: textDirection(shown), catalogue: await loadCatalogue(catalogue) };
  } catch {
    return { tag: 'en', dir: 'ltr' };
  }
}
