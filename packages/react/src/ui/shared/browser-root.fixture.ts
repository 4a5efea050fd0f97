import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * For browser tests: a fresh React root in a fresh element before each test, unmounted and
 * removed after it (then `cleanup`, for what a test changed on the page).
 */
export function mountBrowserRoot(cleanup?: () => void) {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    container?.remove();
    cleanup?.();
  });
  return {
    get container(): HTMLDivElement {
      if (!container) throw new Error('mountBrowserRoot: used outside a test');
      return container;
    },
    get root(): Root {
      if (!root) throw new Error('mountBrowserRoot: used outside a test');
      return root;
    },
  };
}
