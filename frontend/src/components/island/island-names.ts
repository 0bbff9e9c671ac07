/**
 * The names of the public pages' islands. The registry that loads each one (src/islands/registry.ts)
 * is checked against this list, so a page can name an island without importing the registry (which
 * imports the features: a page importing it would tie the features and the islands in a loop).
 */
export const ISLAND_NAMES = ['header', 'floating-actions', 'enquiry', 'faq-group', 'package-cards', 'toasts', 'letter-verify'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
