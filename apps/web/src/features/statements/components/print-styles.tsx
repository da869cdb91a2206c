import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * What a printed statement leaves out: the app's bars and menus, and anything marked data-print="hide" (its own
 * buttons). On paper it is a plain document on white.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '[data-print="hide"], header, nav, .MuiAppBar-root, .MuiBottomNavigation-root, .MuiSnackbar-root': {
            display: 'none !important',
          },
          'html, body': { background: '#fff !important' },
          '@page': { margin: '14mm' },
          'tr, li': { breakInside: 'avoid' },
        },
      }}
    />
  );
}
