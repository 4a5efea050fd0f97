import type { LatchkeyLocale } from './catalogue-locales.js';
import type { LatchkeyMessages } from './latchkey-messages.js';

type Loader = () => Promise<{ default: LatchkeyMessages }>;

// One chunk per language; only the user's is downloaded. English ships with the views.
const LOADERS: Record<Exclude<LatchkeyLocale, 'en'>, Loader> = {
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-br.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  ja: () => import('./locales/ja.js'),
  'zh-CN': () => import('./locales/zh-cn.js'),
  ko: () => import('./locales/ko.js'),
  ar: () => import('./locales/ar.js'),
};

/** A language's catalogue: `undefined` for English, whose texts the views carry. */
export async function loadCatalogue(locale: LatchkeyLocale): Promise<LatchkeyMessages | undefined> {
  return locale === 'en' ? undefined : (await LOADERS[locale]()).default;
}
