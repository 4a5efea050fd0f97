import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="demo-control">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={demoLocale(location.search) ?? ''}
        onChange={(event) => {
          const url = new URL(location.href);
          if (event.target.value === '') url.searchParams.delete('lang');
          else url.searchParams.set('lang', event.target.value);
          location.assign(url);
        }}
      >
        <option value="">Browser's</option>
        {LANGUAGES.map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
