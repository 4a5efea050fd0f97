import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.js';

describe('createBackgroundWork', () => {
  it('runs at most maxPending tasks at once and frees a slot when one ends', async () => {
    const work = createBackgroundWork({ maxPending: 2 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    expect(work.start(() => gate)).toBe(true);
    expect(work.start(() => gate)).toBe(true);
    expect(work.start(() => gate)).toBe(false);
    expect(work.pending).toBe(2);
    release();
    await work.settled();
    expect(work.pending).toBe(0);
    expect(work.start(async () => {})).toBe(true);
    await work.settled();
  });

  it('hands every failure to onError, thrown or rejected, and leaves none unhandled', async () => {
    const errors: unknown[] = [];
    const work = createBackgroundWork({ onError: (error) => errors.push(error) });
    work.start(async () => {
      throw new Error('rejected');
    });
    work.start(() => {
      throw new Error('thrown');
    });
    // A logger that throws is swallowed, not turned into an unhandled rejection.
    const loud = createBackgroundWork({
      onError: () => {
        throw new Error('logger down');
      },
    });
    loud.start(async () => {
      throw new Error('lost');
    });
    await work.settled();
    await loud.settled();
    expect(errors.map((error) => (error as Error).message).sort()).toEqual(['rejected', 'thrown']);
  });

  it('gives up on a task past its deadline, reports it and frees its slot', async () => {
    const errors: unknown[] = [];
    const work = createBackgroundWork({
      maxPending: 1,
      deadlineMs: 20,
      onError: (error) => errors.push(error),
    });
    work.start(() => new Promise(() => {}));
    expect(work.start(async () => {})).toBe(false);
    await work.settled();
    expect(work.pending).toBe(0);
    expect(String(errors[0])).toMatch(/still running after 20 ms/);
    expect(work.start(async () => {})).toBe(true);
  });
});
