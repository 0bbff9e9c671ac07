import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/public-site/home-page';
import { NotFoundPage } from '../features/public-site/not-found-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
