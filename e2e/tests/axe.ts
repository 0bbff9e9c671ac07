import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The one way the browser suites run axe-core: every rule, with the full detail of each
 * violation, but only violations come back (`resultTypes`). Without it axe also serialises every
 * node that passed or was inapplicable, thousands on a staff table, which cost a quarter of each
 * run's time; what a test asserts on, the violations, is the same either way.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
