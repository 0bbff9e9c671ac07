import { StrictMode, useEffect, type ReactNode } from 'react';
import { Router, type Navigator, type To, createPath } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/**
 * What every island is rendered in, at the prerender and in the browser alike: the theme and a router
 * fixed at the page's address. A public page has no client-side routing: a link an island follows
 * loads the next page in full (its own prerendered HTML, or the portal's shell).
 */
export function IslandFrame({
  location,
  navigator,
  onHydrated,
  children,
}: {
  location: string;
  navigator: Navigator;
  /** Called once the island is hydrated: its effects run after all of its content's. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <Router location={location} navigator={navigator}>
          {children}
        </Router>
      </ThemeProvider>
    </StrictMode>
  );
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Follows links with a full page load; at the prerender it is never called. */
export const pageLoadNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};
