'use client';
import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `outer`'s height equal to `inner`'s in pixels, so a CSS `transition: height` can move
 * between views of different heights (CSS cannot transition from one `auto` to another). Only
 * measures: the motion, its timing and reduced-motion all stay in the stylesheet.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!active || !box || !content || typeof ResizeObserver === 'undefined') return;
    const apply = () => {
      box.style.height = `${content.offsetHeight}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(content);
    return () => {
      observer.disconnect();
      box.style.height = '';
    };
  }, [outer, inner, active]);
}
