import { describe, expect, it } from 'vitest';
import { LATCHKEY_LOCALES } from './catalogue-locales.js';
import type { LatchkeyMessages } from './latchkey-messages.js';
import { loadCatalogue } from './load-catalogue.js';
import english from './locales/en.js';
import type { Message } from './message-types.js';

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The placeholders a text uses, `{name}` → 'name'. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text of a message: the string, or each plural form. */
const texts = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message);

async function catalogues(): Promise<[string, LatchkeyMessages][]> {
  const others = LATCHKEY_LOCALES.filter((locale) => locale !== 'en');
  return Promise.all(
    others.map(async (locale) => [locale, (await loadCatalogue(locale)) as LatchkeyMessages]),
  );
}

describe('the UI catalogues', () => {
  it('English has texts for every part of the UI, none empty', () => {
    const keys = Object.keys(english);
    expect(keys.length).toBeGreaterThan(300);
    for (const key of keys) {
      expect(key, key).toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/);
      for (const text of texts(english[key as keyof LatchkeyMessages]))
        expect(text.trim(), key).not.toBe('');
    }
  });

  it('every language has every key and no other', async () => {
    const reference = Object.keys(english).sort();
    for (const [locale, catalogue] of await catalogues())
      expect(Object.keys(catalogue).sort(), locale).toEqual(reference);
  });

  it("every language's texts use English's placeholders, and every plural form the language has", async () => {
    for (const [locale, catalogue] of [['en', english] as const, ...(await catalogues())]) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(catalogue) as [string, Message][]) {
        const reference = english[key as keyof LatchkeyMessages] as Message;
        const wanted = placeholders(typeof reference === 'string' ? reference : reference.other);
        for (const text of texts(message)) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          const used = placeholders(text);
          expect(
            used.filter((name) => !wanted.includes(name)),
            `${locale} ${key}: ${text}`,
          ).toEqual([]);
          // A plural form may write its count as a word ('one', 'zwei'); every other value shows.
          const needed = typeof message === 'string' ? wanted : wanted.filter((n) => n !== 'count');
          expect(
            needed.filter((name) => !used.includes(name)),
            `${locale} ${key}: ${text}`,
          ).toEqual([]);
        }
        if (typeof message === 'string') continue;
        expect(Object.keys(message).filter((form) => !PLURAL_FORMS.includes(form))).toEqual([]);
        for (const form of forms) expect(message, `${locale} ${key}`).toHaveProperty(form);
      }
    }
  });
});
