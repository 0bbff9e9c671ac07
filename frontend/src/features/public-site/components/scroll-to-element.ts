/** docs/public-site.md: the header turns solid past 10 px, back-to-top shows past 300 px, hash targets sit 80 px below the top after 100 ms. */
export const HEADER_SOLID_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 300;
export const HASH_SCROLL_OFFSET_PX = 80;
export const HASH_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls smoothly so the element sits `offset` px below the top (under the sticky header). */
export function scrollToElement(el: HTMLElement, offset = HASH_SCROLL_OFFSET_PX): void {
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
