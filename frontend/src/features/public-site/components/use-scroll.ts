import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

import { HASH_SCROLL_DELAY_MS, scrollToElement } from './scroll-to-element';

// The plain-DOM part lives in scroll-to-element.ts, which the public pages' entry uses without React.
export {
  BACK_TO_TOP_AFTER_PX,
  HASH_SCROLL_DELAY_MS,
  HASH_SCROLL_OFFSET_PX,
  HEADER_SOLID_AFTER_PX,
  scrollToElement,
} from './scroll-to-element';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than `px`; false in the prerendered HTML. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}

function focusWithoutScrolling(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * A URL fragment scrolls smoothly to its element with an 80 px offset after 100 ms; a route change
 * without one scrolls to the top. After in-app navigation focus moves to the target (or to the
 * main region), so keyboard and screen-reader users continue from the new content.
 */
export function useScrollOnNavigation(mainId: string): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash.length > 1) {
      const timer = window.setTimeout(() => {
        const el = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!el) return;
        scrollToElement(el);
        if (!isFirst) focusWithoutScrolling(el);
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (isFirst) return;
    window.scrollTo({ top: 0, behavior: 'auto' });
    const main = document.getElementById(mainId);
    if (main) focusWithoutScrolling(main);
    return undefined;
  }, [pathname, hash, key, mainId]);
}
