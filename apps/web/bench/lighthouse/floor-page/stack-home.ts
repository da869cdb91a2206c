/// <reference lib="dom" />
/**
 * The stack floor: the same home (home-view.ts) as any app on the stack DESIGN.md sets draws it, with none of
 * this app's own code. React Router's data router (createBrowserRouter, as app/router.tsx) renders the route at
 * once, and the page reads the signed-in user's name through TanStack Query (useQuery, with the app's query
 * settings); nothing waits for that read, and the banner's address is in the page, so no round trip stands
 * before the largest image that the home floor does not have. No early script, sign-in screen, validation or
 * service worker. What it measures beyond the home floor is what React Router and TanStack Query alone cost.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../src/app/theme';
import { Home } from './home-view';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
const meQuery = {
  queryKey: ['me'],
  queryFn: async () => (await (await fetch('/api/users/me')).json()) as { data: { name: string } },
};

function StackHome() {
  const { data } = useQuery(meQuery);
  return h(Home, { name: data?.data.name ?? '' });
}

const router = createBrowserRouter([{ path: '*', Component: StackHome }]);

createRoot(document.getElementById('root')!).render(
  h(
    ThemeProvider,
    { theme },
    h(CssBaseline),
    h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })),
  ),
);
