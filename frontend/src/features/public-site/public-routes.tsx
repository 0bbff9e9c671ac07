import { Route } from 'react-router-dom';
import { BlogListPage } from '../blog/blog-list-page';
import { BlogPostPage } from '../blog/blog-post-page';
import { FaqPage } from '../faq/faq-page';
import { SiteLayout } from './components/site-layout';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PrivacyPage } from './pages/privacy-page';
import { ServicesPage } from './pages/services-page';
import { TermsPage } from './pages/terms-page';

/**
 * The public website: every page is prerendered (app/route-paths.ts) and shares one layout. This
 * file composes the public features (blog, faq, enquiry); they do not import each other. The
 * catch-all is the 404 page.
 */
export const publicRoutes = [
  <Route key="public" element={<SiteLayout />}>
    <Route path="/" element={<HomePage />} />
    <Route path="/about" element={<AboutPage />} />
    <Route path="/services" element={<ServicesPage />} />
    <Route path="/blog" element={<BlogListPage />} />
    <Route path="/blog/:id" element={<BlogPostPage />} />
    <Route path="/faq" element={<FaqPage />} />
    <Route path="/contact" element={<ContactPage />} />
    <Route path="/terms" element={<TermsPage />} />
    <Route path="/privacy" element={<PrivacyPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
];
