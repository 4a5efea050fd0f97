'use client';
import { useContext } from 'react';
import { formatMessage } from './format-message.js';
import { LocaleContext } from './locale-context.js';
import type { Message, MessageValues } from './message-types.js';

/** A view's message function: the text of a key in the user's language. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * The messages of one part of the UI, in the provider's locale: the host's override of a key
 * first, then the locale's catalogue, then the part's English (which ships with the part, so
 * English costs no download).
 */
export function useMessages<Key extends string>(
  english: Readonly<Record<Key, Message>>,
): Translate<Key> & { locale: string; dir: 'ltr' | 'rtl' } {
  const { locale, dir, messages } = useContext(LocaleContext);
  const translate = (key: Key, values?: MessageValues) =>
    formatMessage(messages?.[key] ?? english[key], locale, values);
  return Object.assign(translate, { locale, dir });
}
