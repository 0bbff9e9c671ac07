import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Prerendered public pages arrive with their content: hydrate them. The shell of client-only
// routes (the portal) is empty: render into it. Both as a transition, so React yields to the
// browser every few milliseconds instead of blocking the main thread for one long task, and a tap
// or scroll on a slow phone is never held up by it (docs/performance.md, "Dashboard main thread").
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
// The loader of prerendered pages (entry-client-loader.ts) holds back taps on buttons React has
// not hydrated yet and replays them once it has; React's listeners are in place from here on.
document.dispatchEvent(new Event('app:root-created'));
