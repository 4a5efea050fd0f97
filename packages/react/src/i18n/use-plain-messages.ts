'use client';
import { useContext } from 'react';
import { LocaleContext } from './locale-context.js';

/**
 * {@link useMessages} for texts without placeholders or plurals, for what the page draws up front
 * (the connect button): a lookup, with none of the formatting code, so the page's first chunk
 * stays small.
 */
export function usePlainMessages<Key extends string>(
  english: Readonly<Record<Key, string>>,
): (key: Key) => string {
  const { messages } = useContext(LocaleContext);
  return (key) => (messages?.[key] as string | undefined) ?? english[key];
}
