'use client';
import type { Config } from '@latchkey/core';
import { type ReactElement, useEffect, useState } from 'react';
import type { ApprovalOutlet } from './approval-outlet.js';
import { approvalViewChunk } from './load-approval-view.js';

/**
 * Registers Latchkey's approval view with the config's gate while `enabled`, and returns what
 * to render for it (nothing until the first request). Each request loads the view's chunk, waits
 * its turn, and resolves with the user's answer; unregistering answers those still waiting `false`.
 */
export function useApprovalView(config: Config, enabled: boolean): ReactElement | null {
  const [element, setElement] = useState<ReactElement | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let registered = true;
    let outlet: ApprovalOutlet | undefined;
    const unregister = config.approval.setView(async (request, { signal }) => {
      // The view reads a failed simulation once it shows; until then it is no unhandled rejection.
      if (request.kind === 'transactions') request.previews.catch(() => undefined);
      const chunk = await approvalViewChunk.load();
      if (!registered) return false;
      if (!outlet) {
        outlet = chunk.createApprovalOutlet();
        setElement(outlet.element);
      }
      return outlet.queue.ask(request, signal);
    });
    return () => {
      registered = false;
      unregister();
      outlet?.queue.close();
      setElement(null);
    };
  }, [config, enabled]);
  return element;
}
