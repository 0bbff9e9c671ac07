import { Route } from 'react-router-dom';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

/** Public pages; every one is prerendered (see app/route-paths.ts). The catch-all is the 404 page. */
export const publicRoutes = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="not-found" path="*" element={<NotFoundPage />} />,
];
