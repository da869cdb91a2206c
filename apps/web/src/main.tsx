// First, so the early reads go out before anything else runs (app/start-early.ts).
import './app/start-early';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { installAfterFirstScreen } from './app/installable';
import { router } from './app/router';

// In a transition, React renders the first screen in short slices instead of one long task, so the page
// answers input while it renders (the router's own updates are transitions already).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

installAfterFirstScreen();
