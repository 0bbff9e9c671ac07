import { hasSignedInHint } from './features/auth/api/signed-in-hint';
import { HASH_SCROLL_DELAY_MS, scrollToElement } from './features/public-site/components/scroll-to-element';
import { formatDateZa } from './lib/date-za';

/**
 * The script of a prerendered public page (docs/public-site.md, "Islands"), added by the loader
 * (entry-client-loader.ts) after the first paint. The page is complete HTML, so React and the
 * islands' code load only when something needs them: at once when an island must show what only
 * the browser knows (the enquiry form's sum: `hydrate="load"` in
 * src/islands/island.tsx) or the visitor is signed in (the header's "My Account"); otherwise on the
 * visitor's first sign of use (a pointer, a key, focus, a scroll). The loader holds back a tap on a
 * button not hydrated yet and replays it once it is.
 */
// Today's date where a page shows it (the terms' Last Updated): only the browser knows it, and
// filling it in needs no React.
for (const el of document.querySelectorAll<HTMLTimeElement>('time[data-today]')) {
  const today = formatDateZa(new Date());
  el.textContent = today;
  el.dateTime = today.replace(/\//g, '-');
}

const USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  for (const type of USE) window.removeEventListener(type, hydrate, true);
  void import('./islands/hydrate-islands').then((m) => m.hydrateIslands());
}

const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
// Scrolled before this script ran (it loads after the first paint, and the loader does not watch
// scrolling): that was the visitor's first use, whose event has passed. A page opened at a
// fragment is scrolled by the browser, not the visitor, so it waits for a use as usual.
const scrolledAlready = window.scrollY > 0 && window.location.hash.length <= 1;
if (loader?.dataset.startedBy === 'use' || scrolledAlready || hasSignedInHint() || document.querySelector('[data-island-hydrate="load"]'))
  hydrate();
else for (const type of USE) window.addEventListener(type, hydrate, { capture: true, passive: true });

/**
 * A fragment lands its element 80 px below the top, under the sticky header (docs/public-site.md),
 * on arrival and when an in-page link changes it; the browser's own jump ignores the header.
 */
function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) window.setTimeout(() => scrollToElement(target), HASH_SCROLL_DELAY_MS);
}
scrollToHash();
window.addEventListener('hashchange', scrollToHash);
