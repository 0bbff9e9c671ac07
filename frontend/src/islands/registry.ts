import type { ComponentType } from 'react';
import type { IslandName } from '../components/island/island-names';

/**
 * The interactive parts of the public pages, each loaded by the browser only on a page that has it
 * (src/entry-public.ts). Everything else on a public page is plain prerendered HTML.
 */
// Each island's props come from its data-props attribute, checked where the island is placed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export const ISLANDS = {
  header: () => import('../features/public-site/components/site-header').then((m) => m.SiteHeader as AnyComponent),
  'floating-actions': () => import('../features/public-site/components/floating-actions').then((m) => m.FloatingActions as AnyComponent),
  enquiry: () => import('../features/public-site/enquiry/components/enquiry-form').then((m) => m.EnquiryForm as AnyComponent),
  'faq-group': () => import('../features/faq/faq-page').then((m) => m.FaqGroupIsland as AnyComponent),
  // The buttons: a signed-in client buys where a visitor enquires (the session arrives after hydration).
  'package-cards': () => import('../features/public-site/components/package-cards').then((m) => m.PackageCards as AnyComponent),
  toasts: () => import('../components/island/toasts').then((m) => m.Toasts as AnyComponent),
  'letter-verify': () => import('../features/engagement/public/verify-letter-form').then((m) => m.VerifyLetterForm as AnyComponent),
} satisfies Record<IslandName, () => Promise<AnyComponent>>;

export type { IslandName };
