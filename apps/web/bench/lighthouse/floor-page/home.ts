/// <reference lib="dom" />
/**
 * The home floor: the customer home's first screen (home-view.ts) drawn by React 19 and MUI with the app's theme
 * and nothing else: no router, no query cache, no data to wait for, no service worker. No signed-in home on
 * this stack can beat it on the same machine in the same run.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../src/app/theme';
import { Home } from './home-view';

createRoot(document.getElementById('root')!).render(
  h(ThemeProvider, { theme }, h(CssBaseline), h(Home, { name: 'Casey' })),
);
