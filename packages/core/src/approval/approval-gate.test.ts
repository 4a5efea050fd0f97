import { describe, expect, it, vi } from 'vitest';
import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { createLogger } from '../logger/logger.js';
import { createApprovalGate } from './approval-gate.js';
import type {
  ApprovalDraft,
  ApprovalHandler,
  ApprovalOptions,
  ApprovalRequest,
} from './approval-request.js';

const draft: ApprovalDraft = {
  kind: 'message',
  walletName: 'Embedded',
  address: '11111111111111111111111111111111',
  bytes: new TextEncoder().encode('hello'),
};
// Messages are read without the network: a source whose RPC fails proves none is used.
function gate(options?: ApprovalOptions) {
  const getConnection = vi.fn(() => Promise.reject(new Error('no network here')));
  const source = {
    getConnection,
    getNetwork: () => ({ cluster: 'localnet' as const }),
    tokens: undefined,
    logger: createLogger({ level: 'silent' }),
  };
  return { gate: createApprovalGate(options, () => source), getConnection };
}

describe('createApprovalGate', () => {
  it('refuses to sign unseen when neither a view nor a handler is there', async () => {
    const { gate: approval } = gate();
    const error = await approval.approve(draft).catch((caught: unknown) => caught);
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE)).toBe(true);
  });

  it('asks nobody when the host turned confirmation off', async () => {
    const { gate: approval } = gate({ confirm: false });
    const view = vi.fn<ApprovalHandler>(async () => false);
    approval.setView(view);
    await expect(approval.approve(draft)).resolves.toBeUndefined();
    expect(view).not.toHaveBeenCalled();
  });

  it('resolves when the view approves, having shown it the message as text', async () => {
    const { gate: approval, getConnection } = gate();
    const view = vi.fn<ApprovalHandler>(async () => true);
    approval.setView(view);
    await approval.approve(draft);
    expect(view.mock.calls[0]?.[0]).toEqual({
      kind: 'message',
      walletName: 'Embedded',
      address: draft.address,
      bytes: draft.bytes,
      message: {
        kind: 'text',
        text: 'hello',
        hasHiddenCharacters: false,
        looksLikeTransaction: false,
      },
    } satisfies ApprovalRequest);
    expect(getConnection).not.toHaveBeenCalled();
  });

  it.each([false, undefined, 'yes', 1])(
    'treats the answer %j as a quiet cancellation',
    async (answer) => {
      const { gate: approval } = gate();
      approval.setView(async () => answer as never);
      const error = await approval.approve(draft).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserCancellationError);
      expect(isLatchkeyError(error, LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED)).toBe(true);
    },
  );

  it("asks the host's handler before any view", async () => {
    const host = vi.fn<ApprovalHandler>(async () => true);
    const { gate: approval } = gate({ onApprovalRequest: host });
    const view = vi.fn<ApprovalHandler>(async () => false);
    approval.setView(view);
    await approval.approve(draft);
    expect(host).toHaveBeenCalledOnce();
    expect(view).not.toHaveBeenCalled();
  });

  it('asks the latest view, and the one before once it is unregistered', async () => {
    const { gate: approval } = gate();
    const first = vi.fn<ApprovalHandler>(async () => true);
    const second = vi.fn<ApprovalHandler>(async () => true);
    approval.setView(first);
    const unregister = approval.setView(second);
    await approval.approve(draft);
    unregister();
    await approval.approve(draft);
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
  });

  it('withdraws the request when the caller aborts, even from a view that never answers', async () => {
    const { gate: approval } = gate();
    let viewSignal: AbortSignal | undefined;
    approval.setView((_request, { signal }) => {
      viewSignal = signal;
      return new Promise<boolean>(() => undefined);
    });
    const controller = new AbortController();
    const pending = approval.approve(draft, { signal: controller.signal });
    await vi.waitFor(() => expect(viewSignal).toBeDefined());
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
    expect(viewSignal?.aborted).toBe(true);
  });

  it('closes the view once answered', async () => {
    const { gate: approval } = gate();
    let viewSignal: AbortSignal | undefined;
    approval.setView(async (_request, { signal }) => {
      viewSignal = signal;
      return true;
    });
    await approval.approve(draft);
    expect(viewSignal?.aborted).toBe(true);
  });

  it('does not sign when the view throws', async () => {
    const { gate: approval } = gate();
    approval.setView(async () => {
      throw new Error('view crashed');
    });
    await expect(approval.approve(draft)).rejects.toThrow('view crashed');
  });
});
