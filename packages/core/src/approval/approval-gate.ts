import type { ApprovalGate, ApprovalHandler } from './approval-request.js';
import type { CreateApprovalGateParameters } from './ask-approval.js';

export type { CreateApprovalGateParameters } from './ask-approval.js';

/**
 * The config's approval step. The host's `onApprovalRequest` is asked when set, else the view a
 * UI registered (the latest one); with neither, signing is refused rather than done unseen — a
 * host that shows its own confirmation says so with `confirm: false`. Only the registry is in the
 * page's first chunk; the asking loads with the first request.
 */
export function createApprovalGate(parameters: CreateApprovalGateParameters): ApprovalGate {
  const views: ApprovalHandler[] = [];
  const { options } = parameters;
  return {
    setView(view) {
      views.push(view);
      return () => {
        const index = views.lastIndexOf(view);
        if (index !== -1) views.splice(index, 1);
      };
    },
    async approve(draft, { signal } = {}) {
      if (options?.confirm === false) return;
      const handler = options?.onApprovalRequest ?? views.at(-1);
      const { askApproval } = await import('./ask-approval.js');
      return askApproval(parameters, handler, draft, signal);
    },
  };
}
