import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/public-site.md: the header turns solid past 10 px, back-to-top shows past 300 px, hash targets sit 80 px below the top after 100 ms. */
export const HEADER_SOLID_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 300;
export const HASH_SCROLL_OFFSET_PX = 80;
export const HASH_SCROLL_DELAY_MS = 100;

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

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls smoothly so the element sits `offset` px below the top (under the sticky header). */
export function scrollToElement(el: HTMLElement, offset = HASH_SCROLL_OFFSET_PX): void {
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
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
