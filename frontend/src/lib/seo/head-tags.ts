import { FIRM } from '../../content/firm';
import type { PageMeta } from './page-meta';

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside <script> must not be able to close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Marks the tags this module owns, so client navigation can replace them (see use-document-head.ts). */
export const HEAD_MARK = 'data-page-head';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** The meta and link tags of a page, as data: rendered to a string at build time, applied to the DOM on navigation. */
export function headTags(meta: PageMeta, siteUrl: string): HeadTag[] {
  const url = meta.canonicalPath ? `${siteUrl}${meta.canonicalPath === '/' ? '/' : meta.canonicalPath}` : null;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'robots', content: meta.robots } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.ogType } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: FIRM.name } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_ZA' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
  ];
  if (meta.keywords.length > 0) tags.splice(1, 0, { tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (url) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    tags.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
  }
  if (meta.article) {
    tags.push({ tag: 'meta', attrs: { property: 'article:published_time', content: meta.article.publishedTime } });
    tags.push({ tag: 'meta', attrs: { property: 'article:author', content: meta.article.author } });
    tags.push({ tag: 'meta', attrs: { property: 'article:section', content: meta.article.section } });
  }
  return tags;
}

/** The <head> content of a prerendered page (scripts/prerender.mjs adds the styles). */
export function renderHead(meta: PageMeta, siteUrl: string): string {
  const tags = headTags(meta, siteUrl).map(({ tag, attrs }) => {
    const rendered = Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
      .join(' ');
    return `<${tag} ${rendered} ${HEAD_MARK} />`;
  });
  const jsonLd = meta.jsonLd.map((item) => `<script type="application/ld+json" ${HEAD_MARK}>${serializeJsonLd(item)}</script>`);
  return [`<title>${escapeText(meta.title)}</title>`, ...tags, ...jsonLd].join('\n    ');
}
