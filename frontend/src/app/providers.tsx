import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';
import { swrFetcher } from '../lib/api-client';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

/**
 * SWR as docs/dashboard.md asks: results are never considered stale, never refetched on focus or
 * reconnect, and failed queries are not retried. Mutations revalidate the keys they change.
 */
const swrOptions = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrOptions}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
