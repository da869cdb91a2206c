// First, so the early reads go out before anything else runs (app/start-early.ts).
import './app/start-early';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { installAfterFirstScreen } from './app/installable';
import { createAppRouter } from './app/router';

// The app starts in a task of its own once the entry's modules have run, rather than at the end of that same
// long task: the page can answer input in between. In a transition, React then renders the first screen in
// short slices too (the router's own updates are transitions already).
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});

installAfterFirstScreen();
