import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { CustodyState } from './custody-state.js';

/** Reads the state file, if there is one. */
export function loadCustodyState(path: string | undefined): CustodyState | undefined {
  if (!path || !existsSync(path)) return undefined;
  const state = JSON.parse(readFileSync(path, 'utf8')) as CustodyState;
  if (state.version !== 1) throw new Error(`Unknown custody state version in ${path}`);
  return state;
}

/**
 * Writes the state atomically (a temporary file renamed over the old one), so a crash mid-write
 * never leaves a half-written file and a restart loses no wallet.
 */
export function saveCustodyState(path: string | undefined, state: CustodyState): void {
  if (!path) return;
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  renameSync(temporary, path);
}
