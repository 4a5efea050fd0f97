import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountBrowserRoot } from './browser-root.fixture.js';
import { CodeInput } from './code-input.js';
import '../styles.css';

// Real Chromium: one real input under six drawn boxes.

const page = mountBrowserRoot();

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} onComplete={onComplete} />;
}

const input = () => page.container.querySelector('input') as HTMLInputElement;
const boxes = () =>
  Array.from(page.container.querySelectorAll('.latchkey-code-box'), (box) => box.textContent);

describe('CodeInput', () => {
  it('is one input labelled "Code", for one-time-code autofill, drawn as six boxes', async () => {
    await act(async () => page.root.render(<Harness onComplete={() => undefined} />));
    const field = input();
    expect(field.labels?.[0]?.textContent).toBe('Code');
    expect(field.autocomplete).toBe('one-time-code');
    expect(field.inputMode).toBe('numeric');
    expect(boxes()).toHaveLength(6);
  });

  it('keeps digits only, fills the boxes as typed, and completes once at six', async () => {
    const onComplete = vi.fn();
    await act(async () => page.root.render(<Harness onComplete={onComplete} />));
    await userEvent.type(input(), '12a3');
    expect(input().value).toBe('123');
    expect(boxes()).toEqual(['1', '2', '3', ' ', ' ', ' ']);
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input(), '4567');
    expect(input().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a whole code put in at once with spaces, as emails format them', async () => {
    const onComplete = vi.fn();
    await act(async () => page.root.render(<Harness onComplete={onComplete} />));
    await userEvent.fill(input(), '482 913');
    expect(input().value).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });
});
