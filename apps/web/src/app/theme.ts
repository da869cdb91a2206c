import { createTheme } from '@mui/material/styles';

/** Warm, friendly hospitality palette: terracotta primary, deep teal secondary, cream background. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#d9531e', light: '#f07c45', dark: '#a93c10', contrastText: '#ffffff' },
    secondary: { main: '#1f6f6b', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    error: { main: '#d32f2f' },
    warning: { main: '#ed8a19' },
    background: { default: '#f6efe8', paper: '#fffdfb' },
    text: { primary: '#2b211c', secondary: '#6f625a' },
    divider: 'rgba(43, 33, 28, 0.12)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 800, letterSpacing: '-0.02em' },
    h5: { fontWeight: 800, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 }, sizeLarge: { minHeight: 48 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(43,33,28,0.08)' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20, margin: 16, width: 'calc(100% - 32px)' } } },
    MuiBottomNavigationAction: { styleOverrides: { root: { minWidth: 0, paddingInline: 4 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
