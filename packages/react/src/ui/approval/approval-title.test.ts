import type { ApprovalRequest } from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { approvalTranslate } from './approval-request.fixture.js';
import { approvalTitle as titleIn } from './approval-title.js';

const approvalTitle = (request: ApprovalRequest) => titleIn(request, approvalTranslate());

const message: ApprovalRequest = {
  kind: 'message',
  walletName: 'Embedded',
  address: 'x',
  message: { kind: 'text', text: 'hi', hasHiddenCharacters: false, looksLikeTransaction: false },
  bytes: new Uint8Array([104, 105]),
};

describe('approvalTitle', () => {
  const transactions = (count: number, send: boolean): ApprovalRequest => ({
    kind: 'transactions',
    walletName: 'Embedded',
    address: 'x',
    send,
    count,
    previews: new Promise(() => undefined),
  });

  it('says what will happen', () => {
    expect(approvalTitle(message)).toBe('Sign message');
    expect(approvalTitle(transactions(1, false))).toBe('Approve transaction');
    expect(approvalTitle(transactions(3, false))).toBe('Approve 3 transactions');
    expect(approvalTitle(transactions(1, true))).toBe('Approve and send');
    expect(approvalTitle(transactions(2, true))).toBe('Approve and send 2 transactions');
  });
});
