import type { ReactElement } from 'react';

/** Client-only routes (/auth, /dashboard/*): lazy chunks, served the SPA shell by the server. */
export const appRoutes: ReactElement[] = [];
