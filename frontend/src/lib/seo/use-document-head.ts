import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The origin the prerendered canonical links use (PUBLIC_URL at build time), so links stay
 * canonical even when the site is reached through another host name.
 */
function siteUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // fall through to the page's own origin
  }
  return window.location.origin;
}

/**
 * Keeps the title, meta tags, canonical link and JSON-LD in step with the route after client-side
 * navigation. The first page arrives prerendered with the right tags, so nothing runs for it, and
 * the page data (all posts, all questions) is loaded only when the visitor moves to another page.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    let cancelled = false;
    void Promise.all([import('./page-meta'), import('./head-tags')]).then(([{ pageMeta }, { HEAD_MARK, headTags }]) => {
      if (cancelled) return;
      const origin = siteUrl();
      const meta = pageMeta(pathname, origin);
      document.title = meta.title;
      document.head.querySelectorAll(`[${HEAD_MARK}]`).forEach((el) => el.remove());
      const fragment = document.createDocumentFragment();
      for (const { tag, attrs } of headTags(meta, origin)) {
        const el = document.createElement(tag);
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        el.setAttribute(HEAD_MARK, '');
        fragment.appendChild(el);
      }
      for (const item of meta.jsonLd) {
        const script = document.createElement('script');
        script.type = 'application/ld+json';
        script.setAttribute(HEAD_MARK, '');
        script.textContent = JSON.stringify(item);
        fragment.appendChild(script);
      }
      document.head.appendChild(fragment);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
}
