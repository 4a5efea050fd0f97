import type { ApprovalRequest } from '@latchkey/core';
import type { Translate } from '../../i18n/use-messages.js';
import type { approvalMessages } from './approval-messages.js';

/** The approval view's title: what the user is about to let the wallet do. */
export function approvalTitle(
  request: ApprovalRequest,
  t: Translate<keyof typeof approvalMessages>,
): string {
  if (request.kind === 'message') return t('approval.title.signMessage');
  const { count, send } = request;
  // One transaction is named without its count, in every language.
  if (count > 1) {
    return send
      ? t('approval.title.approveAndSendTransactions', { count })
      : t('approval.title.approveTransactions', { count });
  }
  return send ? t('approval.title.approveAndSend') : t('approval.title.approveTransaction');
}
