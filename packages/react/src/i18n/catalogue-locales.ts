/**
 * The languages Latchkey's UI ships, as BCP 47 tags; English is the reference. Any other tag
 * falls back to English unless the host brings its texts (`messages`).
 */
export const LATCHKEY_LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ja',
  'zh-CN',
  'ko',
  'ar',
] as const;

/** One of the languages Latchkey's UI ships: en, es, pt-BR, fr, de, ja, zh-CN, ko, ar. */
export type LatchkeyLocale = (typeof LATCHKEY_LOCALES)[number];

/** Chinese written in simplified characters (a `zh` tag that names no traditional script). */
const SIMPLIFIED = /^zh(-(hans|cn|sg|my))?(-|$)/i;

/**
 * The first of the user's languages that Latchkey ships, with the tag that asked for it (kept for
 * numbers and dates: 'de-AT' reads the German catalogue and writes Austrian numbers); English
 * when none matches.
 */
export function matchCatalogueLocale(wanted: readonly (string | undefined)[]): {
  catalogue: LatchkeyLocale;
  tag: string;
} {
  for (const tag of wanted) {
    if (!tag) continue;
    const language = tag.split('-')[0]?.toLowerCase();
    const catalogue =
      language === 'zh'
        ? SIMPLIFIED.test(tag)
          ? 'zh-CN'
          : undefined
        : LATCHKEY_LOCALES.find((locale) => locale.split('-')[0] === language);
    if (catalogue) return { catalogue, tag: canonicalTag(tag) ?? catalogue };
  }
  return { catalogue: 'en', tag: 'en' };
}

function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
