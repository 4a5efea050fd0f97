import type { ApprovalRequest } from '@latchkey/core';

/** The approval view's title: what the user is about to let the wallet do. */
export function approvalTitle(request: ApprovalRequest): string {
  if (request.kind === 'message') return 'Sign message';
  const many = request.count > 1 ? ` ${request.count} transactions` : '';
  if (request.send) return `Approve and send${many}`;
  return many ? `Approve${many}` : 'Approve transaction';
}
