/// <reference lib="dom" />
/**
 * The Lighthouse floor's page: the app's framework and nothing of the app. React 19 and MUI with the app's theme
 * render a sign-in form of the same shape as /signin (a heading, two fields, a button), with no router, no data,
 * no validation library and no service worker. Whatever Lighthouse measures here, no screen built on this
 * stack can beat on the same machine in the same run.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../src/app/theme';

function SignInShape() {
  return h(
    'main',
    null,
    h(
      Box,
      { sx: { maxWidth: 430, mx: 'auto', p: 3, display: 'grid', gap: 2 } },
      h(Typography, { variant: 'h1', sx: { fontSize: '2.125rem', fontWeight: 800 } }, 'Welcome back'),
      h(Typography, { color: 'text.secondary' }, 'Sign in to see your campaigns, wallet and venues.'),
      h(TextField, { label: 'Email', type: 'email', fullWidth: true }),
      h(TextField, { label: 'Password', type: 'password', fullWidth: true }),
      h(Button, { variant: 'contained', size: 'large' }, 'Sign In'),
    ),
  );
}

createRoot(document.getElementById('root')!).render(
  h(ThemeProvider, { theme }, h(CssBaseline), h(SignInShape)),
);
