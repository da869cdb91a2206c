import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GlobalFeedback } from '../components/ui/global-feedback';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** Theme, query cache and the global feedback (progress bar, network banner, snackbar). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <GlobalFeedback />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
