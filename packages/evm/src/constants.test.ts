import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASE_FEE_MULTIPLIER,
  EVM_NATIVE_DECIMALS,
  MULTICALL_BATCH_SIZE_BYTES,
  RECEIPT_WAIT_RETRIES,
  RECEIPT_WAIT_TIMEOUT_MS,
  TRON_NATIVE_DECIMALS,
} from './constants.js';

// SPEC §9's EVM numbers, written out as the spec gives them.
describe("the spec's EVM numbers", () => {
  it('are the constants the EVM side runs on', () => {
    expect(RECEIPT_WAIT_TIMEOUT_MS).toBe(180_000);
    expect(RECEIPT_WAIT_RETRIES).toBe(6);
    expect(DEFAULT_BASE_FEE_MULTIPLIER).toBe(1.2);
    expect(MULTICALL_BATCH_SIZE_BYTES).toBe(1024);
    expect(EVM_NATIVE_DECIMALS).toBe(18);
    expect(TRON_NATIVE_DECIMALS).toBe(6);
  });
});
