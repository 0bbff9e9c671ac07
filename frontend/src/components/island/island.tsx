import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import type { IslandName } from './island-names';

/**
 * One interactive part of a prerendered public page, hydrated on its own (docs/public-site.md,
 * "Islands"). While the prerender runs, the island leaves a marker that scripts/prerender.mjs (through
 * entry-server.tsx) fills with the island rendered as a root of its own, exactly as the browser will
 * hydrate it (src/entry-public.ts); the element carries the island's name and props. Inside the
 * client portal, whose routes include the public pages for in-app navigation, it simply renders its
 * component.
 */
interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Rendered only as an island, not inside the portal (which has its own, e.g. the toast viewport). */
  islandOnly?: boolean;
  /** Inside phrasing content (a paragraph): the island's element is a span rather than a div. */
  inline?: boolean;
  /**
   * 'load': hydrated as soon as the page's script runs, for an island that shows what only the
   * browser knows. 'use' (the default): on the visitor's first interaction (src/entry-public.ts).
   */
  hydrate?: 'load' | 'use';
}

export interface CollectedIsland {
  marker: string;
  prefix: string;
  node: ReactNode;
}

let collecting: CollectedIsland[] | null = null;

/** The prerender's side: collect the islands of one page render (entry-server.tsx). */
export function collectIslands<T>(render: () => T): { result: T; islands: CollectedIsland[] } {
  const islands: CollectedIsland[] = [];
  collecting = islands;
  try {
    return { result: render(), islands };
  } finally {
    collecting = null;
  }
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  islandOnly = false,
  inline = false,
  hydrate = 'use',
}: IslandProps<P>) {
  if (!collecting) return islandOnly ? null : <Component {...props} />;
  // useId inside separate roots would repeat: each island gets its own prefix for its ids.
  const prefix = `i${collecting.length}-`;
  const marker = `<!--island:${collecting.length}-->`;
  collecting.push({ marker, prefix, node: <Component {...props} /> });
  return (
    <StyledIsland
      as={inline ? 'span' : 'div'}
      data-island={name}
      data-island-prefix={prefix}
      data-island-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: marker }}
    />
  );
}

/** The island's element takes no box of its own: layout is as if its content stood in its place. */
const StyledIsland = styled.div`
  display: contents;
`;
