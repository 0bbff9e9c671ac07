import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fetchCurrentUser } from './features/auth/api/current-user';
import { HASH_SCROLL_DELAY_MS, scrollToElement } from './features/public-site/components/use-scroll';
import { IslandFrame, pageLoadNavigator } from './islands/island-frame';
import { ISLANDS, type IslandName } from './islands/registry';
import { useSessionStore } from './stores/session-store';

/**
 * The script of a prerendered public page (docs/public-site.md, "Islands"). The page is complete
 * HTML; only its interactive parts, marked by src/islands/island.tsx, are hydrated, each as a root of
 * its own with just its component's code. The portal (router, SWR, dashboard code) never loads
 * here: a link into it loads its shell in full. The loader (entry-client-loader.ts) adds this
 * module after the first paint.
 */
const location = window.location.pathname + window.location.search + window.location.hash;
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];

// The header shows "My Account" to a signed-in visitor; it costs nothing for anyone else.
void fetchCurrentUser()
  .then((user) => useSessionStore.getState().setUser(user))
  .catch(() => useSessionStore.getState().setUser(null));

await Promise.all(
  islands.map(async (element) => {
    const name = element.dataset.island as IslandName;
    const Component = await ISLANDS[name]();
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // As a transition, hydration yields to the browser every few milliseconds (docs/performance.md).
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame location={location} navigator={pageLoadNavigator}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: element.dataset.islandPrefix },
      );
    });
  }),
);
// The loader holds back taps on buttons not hydrated yet and replays them once they are.
document.dispatchEvent(new Event('app:root-created'));

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
