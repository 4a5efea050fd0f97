/**
 * Where stored values live. Keys arrive already prefixed. Adapters may be synchronous or
 * asynchronous; the storage wraps both in promises.
 */
export interface StorageAdapter {
  getItem(key: string): unknown | Promise<unknown>;
  setItem(key: string, value: unknown): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
  /** Every key the adapter holds (the storage filters by its prefix). */
  keys(): string[] | Promise<string[]>;
}
