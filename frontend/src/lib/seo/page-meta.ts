import { CATALOGUE_PACKAGES, STARTER_OFFER_PRICE } from '@table-bay/shared';
import { BLOG_POSTS, findBlogPost, type BlogPost } from '../../content/blog-posts';
import { FAQ_GROUPS } from '../../content/faq';
import { FIRM } from '../../content/firm';
import { HOME } from '../../content/home';
import { PRICE_VAT } from '../../content/vat';
import { formatMoney } from '../format';
import { BLOG_NOT_FOUND_SEO, NOT_FOUND_SEO, PAGE_SEO, type PageSeo } from '../../content/seo';

/** JSON-LD is plain JSON: objects, arrays, strings, numbers. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd;

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path of the canonical URL; null for pages that must not be indexed (404). */
  canonicalPath: string | null;
  robots: string;
  ogType: 'website' | 'article';
  /** The status the server answers with. */
  status: 200 | 404;
  jsonLd: JsonLd[];
  article?: { publishedTime: string; author: string; section: string };
}

export interface Crumb {
  name: string;
  path: string;
}

const INDEX = 'index, follow';
const NO_INDEX = 'noindex, follow';

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

/** The firm as an accounting business, with its offers read from the one package source (docs/decisions/0004-one-package-catalogue.md). */
export function organizationLd(siteUrl: string): JsonLd {
  const prices = CATALOGUE_PACKAGES.map((p) => p.price);
  return {
    '@type': 'AccountingService',
    '@id': `${siteUrl}/#organization`,
    name: FIRM.name,
    legalName: FIRM.legalName,
    description: PAGE_SEO['/'].description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/favicon.svg`,
    telephone: FIRM.phoneInternational,
    email: FIRM.email,
    foundingDate: String(FIRM.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${FIRM.address.street}, ${FIRM.address.suburb}`,
      addressLocality: FIRM.address.city,
      addressRegion: FIRM.address.province,
      postalCode: FIRM.address.postalCode,
      addressCountry: FIRM.address.countryCode,
    },
    areaServed: { '@type': 'Country', name: FIRM.address.country },
    openingHours: FIRM.hours.schema,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: FIRM.hours.opens,
      closes: FIRM.hours.closes,
    },
    priceRange: `${formatMoney(Math.min(...prices))} - ${formatMoney(Math.max(...prices))}`,
    currenciesAccepted: 'ZAR',
    paymentAccepted: FIRM.paymentAccepted.join(', '),
    sameAs: [FIRM.whatsappUrl],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Monthly bookkeeping packages',
      itemListElement: [
        ...CATALOGUE_PACKAGES.map((p): JsonLd => ({
          '@type': 'Offer',
          name: p.title,
          description: p.description,
          url: `${siteUrl}/services#${p.packageType}`,
          price: p.price.toFixed(2),
          priceCurrency: 'ZAR',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: p.price.toFixed(2),
            priceCurrency: 'ZAR',
            unitText: 'MONTH',
            valueAddedTaxIncluded: PRICE_VAT.included,
          },
          itemOffered: { '@type': 'Service', name: `${p.title} package`, description: p.features.join('; ') },
        })),
        {
          '@type': 'Offer',
          name: HOME.offer.title,
          description: HOME.offer.lead,
          url: `${siteUrl}/services`,
          price: STARTER_OFFER_PRICE.toFixed(2),
          priceCurrency: 'ZAR',
        },
      ],
    },
  };
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(siteUrl, c.path) })),
  };
}

function webPageLd(siteUrl: string, path: string, seo: PageSeo): JsonLd {
  return {
    '@type': 'WebPage',
    '@id': `${absolute(siteUrl, path)}#webpage`,
    url: absolute(siteUrl, path),
    name: seo.title,
    description: seo.description,
    inLanguage: 'en-ZA',
    isPartOf: { '@type': 'WebSite', '@id': `${siteUrl}/#website`, name: FIRM.name, url: `${siteUrl}/` },
    about: { '@id': `${siteUrl}/#organization` },
  };
}

function faqLd(): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: FAQ_GROUPS.flatMap((g) =>
      g.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    ),
  };
}

function blogPostingLd(siteUrl: string, post: BlogPost): JsonLd {
  const url = absolute(siteUrl, `/blog/${post.id}`);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: 'en-ZA',
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

function blogLd(siteUrl: string): JsonLd {
  return {
    '@type': 'Blog',
    '@id': `${siteUrl}/blog#blog`,
    name: `${FIRM.name} Blog`,
    url: absolute(siteUrl, '/blog'),
    publisher: { '@id': `${siteUrl}/#organization` },
    blogPost: BLOG_POSTS.map((p) => ({
      '@type': 'BlogPosting',
      headline: p.title,
      url: absolute(siteUrl, `/blog/${p.id}`),
      datePublished: p.date,
      author: { '@type': 'Person', name: p.author },
    })),
  };
}

/** The visible breadcrumb of a page, where it has one; the same trail goes into the structured data. */
export function breadcrumbFor(path: string): Crumb[] | null {
  if (path === '/services')
    return [
      { name: 'Home', path: '/' },
      { name: PAGE_SEO['/services'].name, path },
    ];
  if (path === '/contact')
    return [
      { name: 'Home', path: '/' },
      { name: PAGE_SEO['/contact'].name, path },
    ];
  const post = blogPostFromPath(path);
  if (post) {
    return [
      { name: 'Home', path: '/' },
      { name: PAGE_SEO['/blog'].name, path: '/blog' },
      { name: post.title, path: `/blog/${post.id}` },
    ];
  }
  return null;
}

function blogPostFromPath(path: string): BlogPost | undefined {
  const m = /^\/blog\/([^/]*)$/.exec(path);
  return m ? findBlogPost(m[1]) : undefined;
}

function graph(items: JsonLd[]): JsonLd[] {
  return [{ '@context': 'https://schema.org', '@graph': items }];
}

/** Everything the head of a public page holds, for a URL path (without query or fragment). */
export function pageMeta(rawPath: string, siteUrl: string): PageMeta {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const org = organizationLd(siteUrl);
  const seo = PAGE_SEO[path];
  if (seo) {
    const items: JsonLd[] = [org, webPageLd(siteUrl, path, seo)];
    const crumbs = breadcrumbFor(path);
    if (crumbs) items.push(breadcrumbLd(siteUrl, crumbs));
    if (path === '/faq') items.push(faqLd());
    if (path === '/blog') items.push(blogLd(siteUrl));
    return {
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords,
      canonicalPath: path,
      robots: INDEX,
      ogType: 'website',
      status: 200,
      jsonLd: graph(items),
    };
  }
  if (path.startsWith('/blog/')) {
    const post = blogPostFromPath(path);
    if (post) {
      const canonicalPath = `/blog/${post.id}`;
      return {
        title: `${post.title} | ${FIRM.name}`,
        description: post.excerpt,
        keywords: [post.category, 'South African small business', 'bookkeeping', FIRM.name],
        canonicalPath,
        robots: INDEX,
        ogType: 'article',
        status: 200,
        jsonLd: graph([org, blogPostingLd(siteUrl, post), breadcrumbLd(siteUrl, breadcrumbFor(canonicalPath) ?? [])]),
        article: { publishedTime: post.date, author: post.author, section: post.category },
      };
    }
    return notFoundMeta(BLOG_NOT_FOUND_SEO, org);
  }
  return notFoundMeta(NOT_FOUND_SEO, org);
}

function notFoundMeta(seo: PageSeo, org: JsonLd): PageMeta {
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    canonicalPath: null,
    robots: NO_INDEX,
    ogType: 'website',
    status: 404,
    jsonLd: graph([org]),
  };
}
