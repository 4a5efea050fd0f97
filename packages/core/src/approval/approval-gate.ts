import type { ApprovalGate, ApprovalHandler, ApprovalOptions } from './approval-request.js';
import type { ApprovalSource } from './describe-approval-request.js';

/**
 * The config's approval step. The host's `onApprovalRequest` is asked when set, else the view a
 * UI registered (the latest one); with neither, signing is refused rather than done unseen — a
 * host that shows its own confirmation says so with `confirm: false`. Only the views' registry
 * is in the page's first chunk; the asking loads with the first request.
 */
export function createApprovalGate(
  options: ApprovalOptions | undefined,
  source: () => ApprovalSource,
): ApprovalGate {
  // In the order registered: the latest is asked.
  const views = new Set<ApprovalHandler>();
  return {
    setView(view) {
      views.add(view);
      return () => {
        views.delete(view);
      };
    },
    approve: (draft, context) =>
      import('./ask-approval.js').then((module) =>
        module.askApproval(options, views, source(), draft, context?.signal),
      ),
  };
}
