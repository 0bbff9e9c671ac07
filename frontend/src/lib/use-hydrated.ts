import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is built and hydrated, true afterwards. Lets a component show
 * values that only the browser may choose (today's date, random numbers) without a hydration
 * mismatch: the first client render matches the server, then React renders again with `true`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
