import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountBrowserRoot } from '../shared/browser-root.fixture.js';
import { CodeInput } from './code-input.js';
import '../../styles.css';

// Real Chromium: one real input under nine drawn boxes.

const page = mountBrowserRoot();

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} onComplete={onComplete} />;
}

const input = () => page.container.querySelector('input') as HTMLInputElement;
const boxes = () =>
  Array.from(page.container.querySelectorAll('.latchkey-code-box'), (box) => box.textContent);

describe('CodeInput', () => {
  it('is one input labelled "Code", for one-time-code autofill, drawn as nine boxes in threes', async () => {
    await act(async () => page.root.render(<Harness onComplete={() => undefined} />));
    const field = input();
    expect(field.labels?.[0]?.textContent).toBe('Code');
    expect(field.autocomplete).toBe('one-time-code');
    // Letters too: not the digits-only keyboard.
    expect(field.inputMode).toBe('text');
    expect(field.getAttribute('autocapitalize')).toBe('characters');
    expect(field.spellcheck).toBe(false);
    expect(boxes()).toHaveLength(9);
    const groupEnds = Array.from(page.container.querySelectorAll('.latchkey-code-box'), (box) =>
      box.hasAttribute('data-group-end'),
    );
    expect(groupEnds).toEqual([false, false, true, false, false, true, false, false, false]);
    // The gaps between threes take no width from the boxes: all nine are as wide.
    const widths = Array.from(
      page.container.querySelectorAll('.latchkey-code-box'),
      (box) => box.getBoundingClientRect().width,
    );
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(0.5);
  });

  it('keeps letters and digits in capitals, fills the boxes as typed, and completes once at nine', async () => {
    const onComplete = vi.fn();
    await act(async () => page.root.render(<Harness onComplete={onComplete} />));
    await userEvent.type(input(), '4k-2');
    expect(input().value).toBe('4K2');
    expect(boxes()).toEqual(['4', 'K', '2', ' ', ' ', ' ', ' ', ' ', ' ']);
    await userEvent.type(input(), '9m3x7');
    expect(input().value).toBe('4K29M3X7');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input(), 'PQ');
    expect(input().value).toBe('4K29M3X7P');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('4K29M3X7P');
  });

  it('takes a whole code put in at once with spaces or dashes, as emails format them', async () => {
    const onComplete = vi.fn();
    await act(async () => page.root.render(<Harness onComplete={onComplete} />));
    await userEvent.fill(input(), '4k2 9m3-x7p');
    expect(input().value).toBe('4K29M3X7P');
    expect(boxes()).toEqual(['4', 'K', '2', '9', 'M', '3', 'X', '7', 'P']);
    expect(onComplete).toHaveBeenCalledWith('4K29M3X7P');
  });
});
