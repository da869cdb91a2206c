import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider for a theme without CSS variables (ours: app/theme.ts) is exactly this one; the public
// ThemeProvider also carries the CSS-variables provider, about 3 KB compressed of every first download that the
// app never runs. vite.config.ts and tsconfig.json resolve the name to MUI's own file.
import ThemeProvider from 'mui-theme-no-vars/ThemeProviderNoVars';
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
