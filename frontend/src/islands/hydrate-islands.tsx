import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fetchCurrentUser } from '../features/auth/api/current-user';
import { IslandFrame, pageLoadNavigator } from './island-frame';
import { ISLANDS, type IslandName } from './registry';
import { useSessionStore } from '../stores/session-store';

/**
 * Hydrates every island of a prerendered public page (src/islands/island.tsx), each as a root of its
 * own with just its component's code; src/entry-public.ts decides when. The portal (its router,
 * SWR, dashboard code) never loads here: a link into it loads its shell in full.
 */
export async function hydrateIslands(): Promise<void> {
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
          <IslandFrame
            location={location}
            navigator={pageLoadNavigator}
            onHydrated={() => element.setAttribute('data-island-hydrated', '')}
          >
            <Component {...props} />
          </IslandFrame>,
          { identifierPrefix: element.dataset.islandPrefix },
        );
      });
    }),
  );
  // The loader holds back taps on buttons not hydrated yet and replays them once they are.
  document.dispatchEvent(new Event('app:root-created'));
}
