import { describe, expect, it } from 'vitest';
import { startOnce } from './start-once.js';

describe('startOnce', () => {
  it('hands every caller one start, forgets a failed one and starts again on the next call', async () => {
    let starts = 0;
    let fail = true;
    let release: () => void = () => undefined;
    const latchkey = startOnce(async () => {
      starts += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (fail) throw new Error('database not up yet');
      return `server ${starts}`;
    });
    // Two requests while the first start runs: one start, both told of its failure.
    const first = latchkey();
    const second = latchkey();
    expect(second).toBe(first);
    await Promise.resolve();
    release();
    await expect(first).rejects.toThrow('database not up yet');
    await expect(second).rejects.toThrow('database not up yet');
    // The next request starts again (a `server ??=` cache would hand back the failure forever).
    fail = false;
    const third = latchkey();
    await Promise.resolve();
    release();
    expect(await third).toBe('server 2');
    expect(await latchkey()).toBe('server 2');
    expect(starts).toBe(2);
  });

  it('keeps a start that throws before its first await from escaping as a synchronous throw', async () => {
    let starts = 0;
    const latchkey = startOnce(() => {
      starts += 1;
      if (starts === 1) throw new Error('bad setting');
      return Promise.resolve('server');
    });
    await expect(latchkey()).rejects.toThrow('bad setting');
    expect(await latchkey()).toBe('server');
  });
});
