import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withElements } from './with-elements.js';

describe('withElements', () => {
  it('puts elements where their placeholders are, in the order the language has them', () => {
    const html = (text: string) =>
      renderToStaticMarkup(<p>{withElements(text, { email: <b>ada@example.com</b> })}</p>);
    expect(html('We sent a code to {email}.')).toBe(
      '<p>We sent a code to <b>ada@example.com</b>.</p>',
    );
    expect(html('{email} にコードを送信しました。')).toBe(
      '<p><b>ada@example.com</b> にコードを送信しました。</p>',
    );
  });

  it('leaves a placeholder it has no element for as it is', () => {
    expect(renderToStaticMarkup(<p>{withElements('{other} here', {})}</p>)).toBe(
      '<p>{other} here</p>',
    );
  });
});
