import { Routes } from 'react-router-dom';
import { useLoadCurrentUser } from '../features/auth/api/current-user';
import { appRoutes } from './dashboard-routes';
import { publicRoutes } from './public-routes';
import { staffRoutes } from './staff-routes';

/**
 * The route table: public pages (prerendered, in the main bundle) and the signed-in app (lazy
 * chunks, never loaded by a public page). Each feature owns its own list of <Route> elements.
 */
export function AppRoutes() {
  useLoadCurrentUser();
  return (
    <Routes>
      {appRoutes}
      {staffRoutes}
      {publicRoutes}
    </Routes>
  );
}
