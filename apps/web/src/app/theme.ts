import { createTheme } from '@mui/material/styles';

/**
 * Warm, friendly hospitality palette: terracotta primary, deep teal secondary, cream background. Every colour
 * that carries text reaches WCAG AA (4.5:1) on the paper, the cream background and the sign-in gradient's
 * blush, and white text on each filled colour does too: secondary text, icons and unselected toggles
 * (action.active) included.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#b03f12', light: '#d9531e', dark: '#8a300c', contrastText: '#ffffff' },
    secondary: { main: '#1f6f6b', contrastText: '#ffffff' },
    success: { main: '#2a752e' },
    // Darker than MUI's defaults so they pass 4.5:1 on the cream background too (axe).
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    warning: { main: '#9a5b00', contrastText: '#ffffff' },
    background: { default: '#f6efe8', paper: '#fffdfb' },
    text: { primary: '#2b211c', secondary: '#665a53' },
    // Icons and unselected toggle buttons: MUI's default (54% black) is too faint on the cream background.
    action: { active: '#665a53' },
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
  // Every tap target is at least 44x44 px (WCAG 2.5.5): buttons, icon buttons, checkboxes and radios.
  components: {
    // A field focused after a failed submit (or any element scrolled into view) stops clear of the sticky top bar
    // and the message shown below it (components/ui/feedback-display.tsx).
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 140 } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20, minHeight: 44 },
        sizeLarge: { minHeight: 48 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    // Clickable chips (the venue list under the map) are 44 px tall; plain chips keep MUI's 32 px.
    MuiChip: { styleOverrides: { clickable: { height: 44, borderRadius: 22 } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(43,33,28,0.08)' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    // Small outlined fields (console searches, filters, selects) are 44 px tall instead of MUI's 40, with the
    // label centred to match.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiOutlinedInput-input': {
            paddingTop: 10.5,
            paddingBottom: 10.5,
          },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: {
          '&.MuiInputLabel-sizeSmall.MuiInputLabel-outlined:not(.MuiInputLabel-shrink)': {
            transform: 'translate(14px, 11px) scale(1)',
          },
        },
      },
    },
    MuiToggleButton: { styleOverrides: { root: { minHeight: 44 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20, margin: 16, width: 'calc(100% - 32px)' } } },
    MuiBottomNavigationAction: { styleOverrides: { root: { minWidth: 0, paddingInline: 4 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
