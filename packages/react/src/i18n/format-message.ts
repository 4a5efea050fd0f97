import type { Message, MessageValues } from './message-types.js';

/**
 * A message with its placeholders filled: `{name}` takes `values.name`, a number written for the
 * locale; a plural message picks its form by `values.count` with `Intl.PluralRules`.
 */
export function formatMessage(message: Message, locale: string, values?: MessageValues): string {
  const count = values?.count;
  const text =
    typeof message === 'string'
      ? message
      : (message[
          new Intl.PluralRules(locale).select(typeof count === 'number' ? count : 0) as 'other'
        ] ?? message.other);
  return values
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined) return whole;
        return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
      })
    : text;
}
