import { SearchParamSelect } from './demo-select.js';

/** The languages Latchkey's UI ships, by their own names. */
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
  ['ko', '한국어'],
  ['ar', 'العربية'],
] as const;

/** The demo's language, from `?lang=` (default: the browser's, as the provider picks it). */
export function demoLocale(search: string): string | undefined {
  return new URLSearchParams(search).get('lang') ?? undefined;
}

/** Switches the language of Latchkey's UI (kept in the address, so reloads keep it). */
export function LanguagePicker() {
  return (
    <SearchParamSelect
      label="Language"
      param="lang"
      value={demoLocale(location.search) ?? ''}
      unset=""
    >
      <option value="">Browser's</option>
      {LANGUAGES.map(([tag, name]) => (
        <option key={tag} value={tag} lang={tag}>
          {name}
        </option>
      ))}
    </SearchParamSelect>
  );
}
