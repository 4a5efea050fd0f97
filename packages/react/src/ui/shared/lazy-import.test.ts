import { describe, expect, it, vi } from 'vitest';
import { lazyImport } from './lazy-import.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyImport', () => {
  it('imports once however often it is asked, and peeks only once loaded', async () => {
    const importer = vi.fn(async () => 'module');
    const chunk = lazyImport(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(chunk.peek()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    chunk.subscribe(() => undefined)();
    expect([first, second, chunk.peek()]).toEqual(['module', 'module', 'module']);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce('module');
    const chunk = lazyImport(importer);
    await expect(chunk.load()).rejects.toThrow('chunk missing');
    expect(chunk.peek()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('starts the import on subscribe and calls back once it has loaded', async () => {
    const chunk = lazyImport(async () => 'module');
    const onLoad = vi.fn(() => expect(chunk.peek()).toBe('module'));
    chunk.subscribe(onLoad);
    expect(onLoad).not.toHaveBeenCalled();
    await tick();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('calls back no one who unsubscribed, nor anyone when the import failed', async () => {
    const gone = vi.fn();
    lazyImport(async () => 'module').subscribe(gone)();
    const failed = vi.fn();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    lazyImport(() => Promise.reject(new Error('offline'))).subscribe(failed);
    await tick();
    process.off('unhandledRejection', unhandled);
    expect(gone).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
