import { useEffect, useState } from 'react';

/** New messages are looked for this often while a messages screen is open (issue: at most every 15 s). */
export const POLL_MS = 15_000;

/**
 * The SWR refresh interval for a messages screen: POLL_MS while the tab is visible, 0 (no polling)
 * while it is hidden. Coming back to the tab asks once at once, then every POLL_MS again.
 */
export function usePollingInterval(onVisible?: () => void): number {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => {
      const now = document.visibilityState === 'visible';
      setVisible(now);
      if (now) onVisible?.();
    };
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [onVisible]);
  return visible ? POLL_MS : 0;
}
